import { DEMO_STAFF_PASSWORD } from "../apps/server/src/db/seed/demo-staff.ts";
import {
  codeAtServerTime,
  consoleDesktopJourneys,
  expect,
  openFromMenu,
  unusedCode,
} from "./console-support";
import { test } from "./support";

/** The operator console at 1280×800 (issue 18): owner signs in with TOTP, adds an editor, audit log shows it. */

// Signed out, the console asks the server who is signed in and is told 401 (allowed by consoleDesktopJourneys).
consoleDesktopJourneys();

const ninaEmail = `nina-${Date.now()}@console.local`;
const shot = (name: string) => ({ path: test.info().outputPath(`console-${name}.png`) });

test("the owner signs in with TOTP, adds an editor, and the audit log shows it; the editor enrols", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sign-ins (argon2) and a dozen pages on a shared machine.
  test.setTimeout(300_000);
  await page.goto("/console/");
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await expect(page.getByText("Sign in to the console")).toBeVisible();
  await page.screenshot(shot("sign-in"));
  await page.getByLabel("E-mail").fill("owner@console.local");
  await page.getByLabel("Password").fill(DEMO_STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Two-step verification")).toBeVisible();
  await page.screenshot(shot("verify"));
  await page.getByLabel("6-digit code").fill(await unusedCode(page, "owner@console.local"));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Olivia (owner)" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Staff" })).toBeVisible();
  await page.screenshot(shot("overview"));

  await openFromMenu(page, "Staff", /\/console\/staff$/);
  await expect(page.getByRole("cell", { name: "editor@console.local" })).toBeVisible();
  await page.getByRole("button", { name: "Add staff member" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("E-mail").fill(ninaEmail);
  await dialog.getByLabel("Name").fill("Nina");
  await dialog.getByLabel("First password").fill("short");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog.getByText("8 to 64 characters")).toBeVisible();
  await page.screenshot(shot("staff-add"));
  await dialog.getByLabel("First password").fill("nina-first-pass-1");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("cell", { name: ninaEmail })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.screenshot(shot("staff"));

  await openFromMenu(page, "Audit log", /\/console\/audit$/);
  const entry = page
    .getByRole("row")
    .filter({ hasText: "staff.create" })
    .filter({ hasText: "Olivia (owner)" })
    .first();
  await expect(entry).toBeVisible();
  await entry.getByRole("button").first().click();
  await expect(page.getByText(`"email": "${ninaEmail}"`)).toBeVisible();
  await page.screenshot(shot("audit"));

  // The new editor's first sign-in: QR enrolment, recovery codes, and a menu without owner pages.
  const editorContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL });
  const editor = await editorContext.newPage();
  await editor.goto("/console/sign-in");
  await editor.getByLabel("E-mail").fill(ninaEmail);
  await editor.getByLabel("Password").fill("nina-first-pass-1");
  await editor.getByRole("button", { name: "Sign in" }).click();
  await expect(editor.getByText("Set up your authenticator app")).toBeVisible();
  await expect(editor.getByRole("img", { name: "QR" })).toBeVisible();
  await editor.screenshot(shot("enrol"));
  const secret = (await editor.getByTestId("totp-secret").innerText()).trim();
  await editor.getByLabel("6-digit code").fill(await codeAtServerTime(editor, secret));
  await editor.getByRole("button", { name: "Confirm" }).click();
  await expect(editor.getByTestId("recovery-codes")).toContainText(/[a-z0-9]{5}-[a-z0-9]{5}/);
  await editor.screenshot(shot("recovery-codes"));
  await editor.getByRole("button", { name: /continue/ }).click();
  await expect(editor.getByRole("heading", { name: "Welcome, Nina" })).toBeVisible();
  await expect(editor.getByRole("menuitem", { name: "Overview" })).toBeVisible();
  await expect(editor.getByRole("menuitem", { name: "Staff" })).toHaveCount(0);
  await expect(editor.getByRole("menuitem", { name: "Audit log" })).toHaveCount(0);
  await editor.goto("/console/staff");
  await expect(editor.getByText("Your role does not allow this page.")).toBeVisible();
  await editorContext.close();

  // The console in Simplified Chinese.
  await page.getByRole("combobox", { name: "Language" }).click();
  await page.getByText("简体中文").click();
  await expect(page.getByRole("menuitem", { name: "审计日志" })).toBeVisible();
  await page.screenshot(shot("audit-zh"));
});
