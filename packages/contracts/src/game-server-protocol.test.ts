import { describe, expect, test } from "vitest";
import { MAX_SKEW_MS, signatureHeaders } from "./game-server-protocol.ts";
import { signMessage, verifyMessage } from "./signature.ts";

describe("game-server protocol signature", () => {
  const body = '{"appId":1}';
  const at = 1_700_000_000_000;

  test("known vector: HMAC-SHA256 over timestamp, a dot and the raw body, hex", () => {
    expect(signMessage("game-secret", at, body)).toBe(
      // node -e: crypto.createHmac("sha256", "game-secret").update(`${at}.${body}`).digest("hex")
      "036f7c3d26bed2aa24ee400c67890e2f259996223be922cbfbaa57363a037af4",
    );
  });

  test("accepts its own headers and refuses a changed body, key, timestamp or a missing header", () => {
    const headers = signatureHeaders("game-secret", body, at);
    const signed = { timestamp: headers["x-game-timestamp"], signature: headers["x-game-signature"] };
    expect(verifyMessage("game-secret", signed, body, at + 1000)).toBe("ok");
    expect(verifyMessage("game-secret", signed, '{"appId":2}', at)).toBe("mismatch");
    expect(verifyMessage("other-secret", signed, body, at)).toBe("mismatch");
    expect(verifyMessage("game-secret", { ...signed, timestamp: String(at + 1) }, body, at)).toBe("mismatch");
    expect(verifyMessage("game-secret", { ...signed, signature: undefined }, body, at)).toBe("missing");
    expect(verifyMessage("game-secret", { ...signed, timestamp: "soon" }, body, at)).toBe("missing");
  });

  test("refuses a message older or newer than the skew window", () => {
    const headers = signatureHeaders("game-secret", body, at);
    const signed = { timestamp: headers["x-game-timestamp"], signature: headers["x-game-signature"] };
    expect(verifyMessage("game-secret", signed, body, at + MAX_SKEW_MS)).toBe("ok");
    expect(verifyMessage("game-secret", signed, body, at + MAX_SKEW_MS + 1)).toBe("stale");
    expect(verifyMessage("game-secret", signed, body, at - MAX_SKEW_MS - 1)).toBe("stale");
  });
});
