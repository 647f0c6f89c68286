import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A message as the fake received it (form fields of Twilio's Messages API). */
export interface FakeSms {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
}

export interface TwilioFake {
  /** http://127.0.0.1:PORT, for TWILIO_API_URL. */
  url: string;
  messages: FakeSms[];
  close(): Promise<void>;
}

const PATH = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/;

/**
 * Twilio's Messages API on loopback, for tests: POST /2010-04-01/Accounts/{Sid}/Messages.json,
 * form-encoded To, From, Body, HTTP Basic auth with the account SID and auth token. It answers
 * like Twilio: 201 with the message resource, or Twilio's error JSON (20003 wrong credentials,
 * 21604/21602/21603 missing To, Body or From, 20404 unknown resource).
 */
export async function startTwilioFake(account: { sid: string; token: string }): Promise<TwilioFake> {
  const messages: FakeSms[] = [];
  const server = createServer((request, response) => {
    void handle(request, response, account, messages);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  account: { sid: string; token: string },
  messages: FakeSms[],
) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const path = PATH.exec(new URL(request.url ?? "/", "http://fake").pathname);
  if (request.method !== "POST" || !path)
    return twilioError(response, 404, 20404, "The requested resource was not found");
  const expected = `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString("base64")}`;
  if (request.headers.authorization !== expected || path[1] !== account.sid)
    return twilioError(response, 401, 20003, "Authenticate");
  if (!String(request.headers["content-type"]).startsWith("application/x-www-form-urlencoded"))
    return twilioError(response, 400, 20001, "Content-Type must be application/x-www-form-urlencoded");
  const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
  const [to, from, body] = [form.get("To"), form.get("From"), form.get("Body")];
  if (!to) return twilioError(response, 400, 21604, "A 'To' phone number is required.");
  if (!from) return twilioError(response, 400, 21603, "A 'From' phone number is required.");
  if (!body) return twilioError(response, 400, 21602, "Message body is required.");
  const message = { sid: `SM${randomBytes(16).toString("hex")}`, accountSid: account.sid, to, from, body };
  messages.push(message);
  const now = new Date().toUTCString().replace("GMT", "+0000");
  reply(response, 201, {
    account_sid: account.sid,
    api_version: "2010-04-01",
    body,
    date_created: now,
    date_sent: null,
    date_updated: now,
    direction: "outbound-api",
    error_code: null,
    error_message: null,
    from,
    messaging_service_sid: null,
    num_media: "0",
    num_segments: "1",
    price: null,
    price_unit: "USD",
    sid: message.sid,
    status: "queued",
    subresource_uris: { media: `/2010-04-01/Accounts/${account.sid}/Messages/${message.sid}/Media.json` },
    to,
    uri: `/2010-04-01/Accounts/${account.sid}/Messages/${message.sid}.json`,
  });
}

function twilioError(response: ServerResponse, status: number, code: number, message: string) {
  reply(response, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}
