import type { Cookie, Locator, Page } from "@playwright/test";
import { consoleSessionCookie } from "@portal/contracts/console/route";
import { generate } from "otplib";
import { DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRET } from "../apps/server/src/db/seed/demo-staff.ts";
import { expect as baseExpect, test } from "./support";

/** The console's first load brings Ant Design whole; a shared machine under load needs more than 10 s. */
export const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The console's journeys: a desktop browser at 1280×800, the console in English, and the 401 the
 * console is told while nobody is signed in allowed among the page's problems.
 */
export function consoleDesktopJourneys(cookies: { name: string; value: string }[] = []) {
  test.use({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  });
  test.beforeEach(async ({ context, baseURL, problems }) => {
    await context.addCookies(
      [{ name: "console_language", value: "en" }, ...cookies].map((c) => ({ ...c, url: baseURL ?? "" })),
    );
    problems.allow(/401 \(Unauthorized\)/);
  });
}

/** Moves the development server's clock `seconds` on and answers its new now. */
async function moveServerClock(page: Page, seconds: number) {
  const moved = await page.request.post("/dev/clock", { data: { seconds } });
  return new Date(((await moved.json()) as { data: { now: string } }).data.now);
}

/**
 * The current TOTP code of `secret` by the server's clock: journeys move the development server's
 * clock ahead of the browser's (POST /dev/clock answers the server's now; one second more is harmless).
 */
export async function codeAtServerTime(page: Page, secret = DEMO_TOTP_SECRET) {
  const now = await moveServerClock(page, 1);
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

const TOTP_STEP_MS = 30_000;
/** The time step of each demo staff member's last code in this run: the server accepts a code once. */
const lastStepOf = new Map<string, number>();

/**
 * A code from a time step `email` has not used yet: when another journey signed the same staff
 * member in within this step, the server's clock moves to the next step (at most 30 s) first.
 */
export async function unusedCode(page: Page, email: string) {
  let now = await moveServerClock(page, 1);
  if (Math.floor(now.getTime() / TOTP_STEP_MS) === lastStepOf.get(email))
    now = await moveServerClock(page, Math.ceil((TOTP_STEP_MS - (now.getTime() % TOTP_STEP_MS)) / 1000));
  lastStepOf.set(email, Math.floor(now.getTime() / TOTP_STEP_MS));
  return generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(now.getTime() / 1000) });
}

/** Each demo staff member's console session cookie after their first sign-in in this worker. */
const signedIn = new Map<string, Cookie[]>();

/**
 * Signs a demo staff member in and opens the console's overview. The first time in a worker through
 * the sign-in page: password, then a current code of the demo TOTP secret; later journeys reuse that
 * session's cookies (one password hash and TOTP step per staff member and worker, not per journey),
 * and sign in through the page again when the server no longer knows the session (30 minutes idle by
 * the server's clock). The sign-in page itself is proven by `console.spec.ts`.
 */
export async function signInDemoStaff(page: Page, email: string) {
  const cookies = signedIn.get(email);
  if (cookies && (await resumeSession(page, cookies))) return;
  signedIn.delete(email);
  await test.step(`sign in as ${email} on the sign-in page`, async () => {
    await page.goto("/console/sign-in");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(DEMO_STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Two-step verification")).toBeVisible();
    await page.getByLabel("6-digit code").fill(await unusedCode(page, email));
    const verified = page.waitForResponse((r) => r.url().endsWith("/api/console/sign-in/verify"));
    await page.getByRole("button", { name: "Confirm" }).click();
    const answer = (await (await verified).json()) as { code: number };
    const session = (await page.context().cookies()).filter((c) => c.name === consoleSessionCookie);
    if (answer.code === 200) signedIn.set(email, session);
  });
}

/** Opens the console's overview with an earlier sign-in's cookies, if the server still knows that session. */
async function resumeSession(page: Page, cookies: Cookie[]) {
  return test.step("resume an earlier sign-in", async () => {
    await page.context().addCookies(cookies);
    const me = await page.request.get("/api/console/me");
    if (me.ok() && ((await me.json()) as { code: number }).code === 200) {
      await page.goto("/console/");
      return true;
    }
    await page.context().clearCookies({ name: consoleSessionCookie });
    return false;
  });
}

/** Opens a console page from the side menu (retrying a click that landed while the menu was still settling). */
export async function openFromMenu(page: Page, name: string, path: RegExp) {
  await expect(async () => {
    await page.getByRole("menuitem", { name }).click();
    await expect(page).toHaveURL(path, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Picks `option` in the select named `name` (inside `scope`), again until the field shows it: a pick
 * made while the list is still opening can be lost (CI once saved a product as General, and once sent
 * a broadcast form without its game).
 */
export async function chooseOption(
  scope: Page | Locator,
  name: string,
  option: string | RegExp,
  /** What the field then shows, when `option` matches the list's whole text (`/^VIP$/` shows "VIP"). */
  shows: string | RegExp = option,
) {
  const page = "page" in scope && typeof scope.page === "function" ? scope.page() : (scope as Page);
  const combobox = scope.getByRole("combobox", { name });
  // The form item around the select (its label and what it shows); `has` takes a page-level locator.
  const shown = scope.locator(".ant-form-item").filter({ has: page.getByRole("combobox", { name }) });
  await expect(async () => {
    await combobox.click();
    await page
      .locator(".ant-select-item-option")
      .filter({ hasText: option })
      .first()
      .click({ timeout: 2_000 });
    await expect(shown).toContainText(shows, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
