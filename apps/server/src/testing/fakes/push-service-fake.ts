import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A browser's side of web push, for tests: its own P-256 key pair and auth secret, the subscription
 * JSON it would hand the portal (`PushSubscription.toJSON()`), and the decryption of what arrives.
 */
export interface FakeBrowser {
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Every push that reached this browser, decrypted (RFC 8291, aes128gcm) and parsed. */
  received: unknown[];
}

/** One request the push service answered 201, with its VAPID check. */
export interface ReceivedPush {
  endpoint: string;
  ttl: string | undefined;
  /** The JWT's audience was the endpoint's origin and its ES256 signature verified with `k`. */
  vapidValid: boolean;
  vapidPublicKey: string;
}

export interface PushServiceFake {
  /** http://127.0.0.1:PORT */
  url: string;
  pushes: ReceivedPush[];
  /** A new browser registered with this push service. */
  newBrowser(): FakeBrowser;
  /** The push service forgets a browser: pushes to it answer 410 Gone from now on. */
  forget(browser: FakeBrowser): void;
  close(): Promise<void>;
}

type Registered = { browser: FakeBrowser; ecdh: ECDH; auth: Buffer; gone: boolean };

/**
 * A push service (RFC 8030) on loopback: POST /push/<id> with an aes128gcm body (RFC 8188/8291) and a
 * VAPID Authorization header (RFC 8292). It checks the VAPID token, decrypts the payload with the
 * browser's private key and records it, answering 201; a forgotten browser gets 410, an unknown one 404.
 */
export async function startPushServiceFake(): Promise<PushServiceFake> {
  const registered = new Map<string, Registered>();
  const pushes: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    void receive(request, response, registered, pushes);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    pushes,
    newBrowser() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${url}/push/${randomUUID()}`;
      const browser: FakeBrowser = {
        subscription: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
        },
        received: [],
      };
      registered.set(new URL(endpoint).pathname, { browser, ecdh, auth, gone: false });
      return browser;
    },
    forget(browser) {
      const entry = registered.get(new URL(browser.subscription.endpoint).pathname);
      if (entry) entry.gone = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function receive(
  request: IncomingMessage,
  response: ServerResponse,
  registered: Map<string, Registered>,
  pushes: ReceivedPush[],
) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const path = new URL(request.url ?? "/", "http://fake").pathname;
  const entry = registered.get(path);
  if (request.method !== "POST" || !entry) return answer(response, 404);
  if (entry.gone) return answer(response, 410);
  if (request.headers["content-encoding"] !== "aes128gcm") return answer(response, 415);
  const vapid = checkVapid(String(request.headers.authorization ?? ""), entry.browser.subscription.endpoint);
  if (!vapid.valid) return answer(response, 403);
  const plain = decrypt(Buffer.concat(chunks), entry.ecdh, entry.auth);
  entry.browser.received.push(JSON.parse(plain.toString("utf8")));
  pushes.push({
    endpoint: entry.browser.subscription.endpoint,
    ttl: request.headers.ttl as string | undefined,
    vapidValid: true,
    vapidPublicKey: vapid.publicKey,
  });
  answer(response, 201);
}

function answer(response: ServerResponse, status: number) {
  response.writeHead(status, { "content-length": 0 });
  response.end();
}

/** `vapid t=<JWT>, k=<public key>`: ES256 over the JWT, audience the push service's origin, not expired. */
function checkVapid(header: string, endpoint: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match?.[1] || !match[2]) return { valid: false, publicKey: "" };
  const [token, publicKey] = [match[1], match[2]];
  const [head, body, signature] = token.split(".");
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature ?? "", "base64url"),
  );
  const claims = JSON.parse(Buffer.from(body ?? "", "base64url").toString("utf8")) as {
    aud: string;
    exp: number;
  };
  const valid = signed && claims.aud === new URL(endpoint).origin && claims.exp * 1000 > Date.now();
  return { valid, publicKey };
}

/** RFC 8291 with RFC 8188's aes128gcm: one record, the sender's public key as the key id. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any padding zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  return padded.subarray(0, end);
}
