import { AxeBuilder } from "@axe-core/playwright";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import { CODE_RESEND_MS } from "@portal/contracts/account";
import { type Language, languageCookie } from "@portal/contracts/languages";

/** What the dev outbox (GET /dev/outbox.json) lists: the latest 50 mails and SMS, newest first. */
interface OutboxMessage {
  id: number;
  channel: "mail" | "sms";
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

async function readOutbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get("/dev/outbox.json");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** The newest outbox id, so a later wait only accepts a code sent after this moment. */
export async function outboxMark(request: APIRequestContext): Promise<number> {
  return (await readOutbox(request))[0]?.id ?? 0;
}

/**
 * The 6-digit code of the newest message to `address` sent after `after` (an outboxMark). The
 * outbox worker delivers within about a second, so this polls.
 */
export async function latestCode(request: APIRequestContext, address: string, after = 0): Promise<string> {
  const recipient = address.toLowerCase();
  let code = "";
  await expect
    .poll(
      async () => {
        const message = (await readOutbox(request)).find((m) => m.recipient === recipient && m.id > after);
        code = message?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
        return code;
      },
      { message: `a code for ${address} in the dev outbox`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** A fresh e-mail address per call, so runs never meet each other's limits or accounts. */
let counter = 0;
export function uniqueEmail(prefix = "player"): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}@example.com`;
}

/** A fresh 11-digit phone number per call. */
export function uniquePhone(): string {
  counter += 1;
  return `139${String((Date.now() * 10 + counter) % 1e8).padStart(8, "0")}`;
}

/** Signs in through the API; the context's cookies (sid, user) then belong to the player. */
export async function signInByApi(page: Page, account: string, password: string) {
  const response = await page.request.post("/api/login", { data: { by: "password", account, password } });
  const body = (await response.json()) as { code: number; msg: string; data: { uid: number } };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/**
 * Registers a new player through the API (code from the dev outbox); `request` (a page's or a
 * context's) is then signed in. The address has just had a code: the next one to it is refused
 * for 60 s (CODE_RESEND_MS) unless the journey moves the clock on (skipCodeResendWait).
 */
export async function registerByApi(
  request: APIRequestContext,
  account = uniqueEmail(),
  password = "secret123",
) {
  const mark = await outboxMark(request);
  const sent = await request.post("/api/sendCode", { data: { account, purpose: "register" } });
  expect(((await sent.json()) as { code: number }).code).toBe(200);
  const code = await latestCode(request, account, mark);
  const response = await request.post("/api/register", {
    data: { account, code, password, passwordAgain: password, consentPersonalData: true },
  });
  const body = (await response.json()) as { code: number; msg: string; data: { uid: number } };
  expect(body.code, body.msg).toBe(200);
  return { account, password, uid: body.data.uid };
}

/**
 * Lets a new code go to an address that had one: moves the server's clock past the minute between
 * two codes (POST /dev/clock, development only) instead of waiting it out.
 */
export async function skipCodeResendWait(request: APIRequestContext) {
  const response = await request.post("/dev/clock", { data: { seconds: CODE_RESEND_MS / 1000 + 1 } });
  expect(((await response.json()) as { code: number }).code).toBe(200);
}

export async function setLanguage(context: BrowserContext, language: Language, baseURL: string) {
  await context.addCookies([{ name: languageCookie, value: language, url: baseURL }]);
}

/** The demo player of the seed (README). */
export const demoPlayer = { account: "demo@portal.local", password: "demo1234" };

/**
 * The portal on a phone (375×812, touch) in `language`, in a browser context of its own (e.g. beside
 * the console's desktop one): `player` is its page; close `phone` when done.
 */
export async function portalOnPhone(
  browser: Browser,
  baseURL: string | undefined,
  language: Language = "en",
) {
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    baseURL,
  });
  await setLanguage(phone, language, baseURL ?? "");
  return { phone, player: await phone.newPage() };
}

/** The demo player, signed in on the portal on a phone, in English (see portalOnPhone). */
export async function demoPlayerOnPhone(browser: Browser, baseURL: string | undefined) {
  const opened = await portalOnPhone(browser, baseURL);
  await signInByApi(opened.player, demoPlayer.account, demoPlayer.password);
  return opened;
}

/** Serious and critical axe-core violations of the page as it is now, one line each. */
export async function seriousViolations(
  page: Page,
  scope: { include?: string; exclude?: string } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Uncaught page errors and console errors of one test. */
export class PageProblems {
  readonly found: string[] = [];
  private readonly allowed: RegExp[] = [];

  watch(page: Page) {
    page.on("pageerror", (error) => this.found.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") this.found.push(`console error: ${message.text()}`);
    });
  }

  /** A console error this test provokes on purpose (e.g. the 400 of a wrong password). */
  allow(pattern: RegExp) {
    this.allowed.push(pattern);
  }

  unexpected(): string[] {
    return this.found.filter((text) => !this.allowed.some((pattern) => pattern.test(text)));
  }

  /** Forgets what was seen so far (for a check per route). */
  reset() {
    this.found.length = 0;
  }
}

/**
 * The test runner for the journeys: every test watches its page, and fails at the end when the
 * page had an uncaught error or a console error it did not allow.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      const problems = new PageProblems();
      problems.watch(page);
      await use(problems);
      expect(problems.unexpected(), "page errors and console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The toast region (role status) shows this text. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
}
