import { onFirstUse } from "./on-first-use.ts";

const loadQrCode = onFirstUse(async () => (await import("qrcode")).default);

/** A QR code of `text` as a PNG data URL, 240 px wide, as the pay page and the staff's authenticator set-up show it. */
export async function qrCodeImage(text: string): Promise<string> {
  return (await loadQrCode()).toDataURL(text, { margin: 1, width: 240 });
}
