import { writeFileSync } from "node:fs";
import { settingsDoc, settingsDocPath } from "./settings-doc.ts";

writeFileSync(settingsDocPath, settingsDoc());
console.log(`settings written to ${settingsDocPath}`);
