import { expect, type Page, test } from "@playwright/test";

/** In-game top-up at 375×812 (issue 7): every payment variant to its result page, through the sandbox. */

async function signIn(page: Page) {
  const answer = await page.request.post("/api/login", {
    data: { by: "password", account: "demo@portal.local", password: "demo1234" },
  });
  expect((await answer.json()).code).toBe(200);
}

test.beforeEach(async ({ context, baseURL, page }) => {
  await context.addCookies([{ name: "sys_language", value: "en", url: baseURL ?? "" }]);
  await signIn(page);
});

const option = (page: Page, text: string | RegExp) => page.locator(".adm-selector-item", { hasText: text });

/** Opens the flow (the recent game, its last server and role are chosen) and picks region, item and method. */
async function choose(page: Page, region: string, item: string, method: string) {
  await page.goto("/dist/payment");
  await expect(page.getByTestId("role-card")).toContainText("Lv. 42");
  await option(page, new RegExp(`^${region}`)).click();
  await option(page, item).click();
  await option(page, method).click();
}

async function pay(page: Page) {
  await page.getByRole("button", { name: /^Pay / }).click();
}

test("a card payment on the gateway's page comes back to the portal and the goods arrive", async ({
  page,
}) => {
  await choose(page, "US", "60 Diamonds", "Bank card");
  await expect(page.getByTestId("total")).toHaveText("$0.99");
  await pay(page);
  await expect(page.getByText("Sandbox Pay")).toBeVisible();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByTestId("result-success")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Payment successful")).toBeVisible();
  await expect(page.getByTestId("order-card")).toContainText("60 Diamonds");

  await page.getByRole("button", { name: "Paid but not received?" }).click();
  await expect(page.getByTestId("order-help")).toContainText(/Order TP\d+/);
});

test("a declined payment reaches the fail page, and paying again works", async ({ page }) => {
  await choose(page, "US", "300 Diamonds", "Bank card");
  await pay(page);
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByTestId("result-fail")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Payment failed, please pay again")).toBeVisible();
  await page.getByRole("button", { name: "Pay again" }).click();
  await expect(page.getByTestId("role-card")).toContainText("DemoPlayer");
  await option(page, "300 Diamonds").click();
  await option(page, "Bank card").click();
  await pay(page);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByTestId("result-success")).toBeVisible({ timeout: 20_000 });
});

test("a bank QR code paid from the sandbox bank app moves the page to success by itself", async ({
  page,
}) => {
  await choose(page, "VN", "60 Diamonds", "VietQR bank QR");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/pay"));
  await pay(page);
  const { data } = (await (await answer).json()) as {
    data: { next: { kind: string; expiresAt: string; validityMinutes: number } };
  };
  expect(data.next).toMatchObject({ kind: "qr", validityMinutes: 10 });
  await expect(page.getByText("The QR code is valid for 10 minutes")).toBeVisible();
  // The countdown runs to the server's expiry on the phone's clock. Other journeys move the test
  // server's clock on (POST /dev/clock), so the minutes left are read from the expiry, not assumed.
  const minutesLeft = await page.evaluate(
    (expiresAt) => Math.floor(Math.round((new Date(expiresAt).getTime() - Date.now()) / 1000) / 60),
    data.next.expiresAt,
  );
  const shown = [minutesLeft, minutesLeft - 1].map((m) => String(m).padStart(2, "0")).join("|");
  await expect(page.getByRole("timer")).toContainText(new RegExp(`Time left (${shown}):\\d\\d`));
  await page.getByRole("button", { name: "I have paid" }).click();
  await expect(page.getByText("Payment not received yet, please wait a moment")).toBeVisible();
  const [bank] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Open the bank app" }).click(),
  ]);
  await bank.getByRole("button", { name: "Pay now" }).click();
  await expect(bank.locator("#done")).toContainText("succeeded");
  await expect(page.getByTestId("result-success")).toBeVisible({ timeout: 20_000 });
});

test("an e-mail payment order is paid from the link in the dev outbox", async ({ page }) => {
  await choose(page, "US", "60 Diamonds", "E-mail payment order");
  await pay(page);
  await expect(page.getByTestId("result-pending")).toBeVisible();
  await expect(page.getByText(/The payment order was sent to demo@portal.local/)).toBeVisible();
  const orderNo = /\/pending\/(TP\d+)/.exec(page.url())?.[1] ?? "";
  let link = "";
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get("/dev/outbox.json")).json()) as {
        data: { subject: string; body: string }[];
      };
      link = outbox.data.find((m) => m.subject.includes(orderNo))?.body.match(/https?:\/\/\S+/)?.[0] ?? "";
      return link;
    })
    .toContain("/sandbox/gateway/pay/");
  await page.goto(link);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByTestId("result-success")).toBeVisible({ timeout: 20_000 });
});

test("a prepaid card and the portal balance pay without leaving the portal", async ({ page }, testInfo) => {
  // One of the demo cards the README lists (a retry takes the next: a card pays once).
  const card = {
    serial: `91${String(1 + testInfo.retry).padStart(23, "0")}`,
    pin: `DEMO100${1 + testInfo.retry}`,
  };
  await choose(page, "ID", "60 Diamonds", "Prepaid card");
  await page.getByPlaceholder("Card serial (25 digits)").fill("1".repeat(24));
  await pay(page);
  await expect(page.getByText(/exactly 25 digits/)).toBeVisible();
  await page.getByPlaceholder("Card serial (25 digits)").fill(card.serial);
  await page.getByPlaceholder("Card PIN").fill("WRONG1");
  await pay(page);
  await expect(page.getByText("Wrong card serial or PIN")).toBeVisible();
  await page.getByPlaceholder("Card PIN").fill(card.pin);
  await pay(page);
  await expect(page.getByTestId("result-success")).toBeVisible({ timeout: 20_000 });

  await choose(page, "US", "60 Diamonds", "Portal balance");
  await pay(page);
  await expect(page.getByTestId("result-success")).toBeVisible({ timeout: 20_000 });

  await page.goto("/dist/mine/rechargeHistory");
  await expect(page.getByTestId("order-card").first()).toContainText("Portal balance");
  await page.goto("/dist/mine/discountCoupon");
  await expect(page.getByTestId("coupon")).toHaveCount(3);
  await page.goto("/dist/payment/storedActivity");
  await expect(page.getByTestId("activity")).toContainText("Top-up bonus");
});

test("paying by e-mail without a bound e-mail offers binding one or another method", async ({
  page,
  context,
  baseURL,
}) => {
  await context.clearCookies();
  await context.addCookies([{ name: "sys_language", value: "en", url: baseURL ?? "" }]);
  const answer = await page.request.post("/api/login", {
    data: { by: "password", account: "13800000001", password: "phone1234" },
  });
  expect((await answer.json()).code).toBe(200);
  await choose(page, "US", "60 Diamonds", "E-mail payment order");
  await pay(page);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Bind an e-mail first")).toBeVisible();
  await expect(
    dialog.getByText("Bind an e-mail in account management before paying by e-mail"),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Choose another method" }).click();
  await expect(dialog).toBeHidden();
  await pay(page);
  await expect(page.getByText("Please complete all information")).toBeVisible();
  await option(page, "E-mail payment order").click();
  await pay(page);
  await page.getByRole("dialog").getByRole("button", { name: "Go to bind e-mail" }).click();
  await expect(page).toHaveURL(/\/dist\/mine\/bindMail$/);
});
