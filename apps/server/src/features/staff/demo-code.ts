import { generate } from "otplib";
import { DEMO_TOTP_SECRET } from "../../db/seed/demo-staff.ts";

/** `npm run console:code`: the current TOTP code of the demo staff (development only). */
console.log(await generate({ secret: DEMO_TOTP_SECRET }));
