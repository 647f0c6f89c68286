import { expect, type Page, test } from "@playwright/test";

/** Game detail with ratings and replies at 375×812 (issue 3). Each run starts on fresh seed data. */

async function signIn(page: Page, account: string, password: string) {
  const answer = await page.request.post("/api/login", { data: { by: "password", account, password } });
  expect((await answer.json()).code).toBe(200);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "sys_language", value: "en", url: baseURL ?? "" }]);
});

test("a visitor opens a game, expands the intro, switches tabs and gets the login sheet on follow", async ({
  page,
}) => {
  await page.goto("/dist/game/1");
  await expect(page.getByRole("heading", { level: 1, name: "Dragon Realm" })).toBeVisible();

  const intro = page.getByRole("region", { name: "Introduction" });
  await intro.getByRole("button", { name: "Show all" }).click();
  await expect(intro.getByRole("button", { name: "Fold" })).toBeVisible();
  await expect(intro.getByText(/Optimised for phones/)).toBeVisible();

  await expect(page.getByRole("heading", { name: /Ratings & reviews/ })).toBeVisible();
  await expect(page.getByText("300 ratings", { exact: true })).toBeVisible();

  // the review list loads more near the bottom, and filters to negative reviews
  const reviews = page.getByRole("article");
  await expect(reviews).toHaveCount(10);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(reviews).toHaveCount(20);
  await page.getByRole("radio", { name: "Negative" }).click();
  await expect(reviews.first()).toBeVisible();
  for (const stars of await reviews.getByRole("img", { name: /out of 5 stars$/ }).all()) {
    await expect(stars).toHaveAttribute("aria-label", /^[12] out of 5 stars$/);
  }
  await page.getByRole("button", { name: /^Sort by/ }).click();
  await page.getByText("Lowest rated").click();
  await expect(reviews.first().getByRole("img", { name: /out of 5 stars$/ })).toHaveAttribute(
    "aria-label",
    "1 out of 5 stars",
  );

  await page.getByRole("tab", { name: "Gifts" }).click();
  await expect(page).toHaveURL(/\/dist\/game\/1\/gift$/);
  await expect(page.getByTestId("pack-card").first()).toBeVisible();
  await page.getByRole("tab", { name: "News" }).click();
  await expect(page).toHaveURL(/\/dist\/game\/1\/news$/);
  await expect(page.getByRole("link", { name: /Dragon Realm season 4/ })).toBeVisible();
  await page.getByRole("tab", { name: "Details" }).click();
  await expect(page).toHaveURL(/\/dist\/game\/1$/);
  await expect(page.getByRole("heading", { name: "Introduction" })).toBeVisible();

  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
});

test("a player rates, reviews, edits, replies, likes and follows", async ({ page }) => {
  await signIn(page, "demo@portal.local", "demo1234");
  await page.goto("/dist/game/3");
  await expect(page.getByRole("heading", { level: 1, name: "Kingdom Tactics" })).toBeVisible();

  // rate and review
  const mine = page.getByRole("region", { name: "My rating" });
  await mine.getByRole("button", { name: "Write a review" }).click();
  const editor = page.getByRole("dialog", { name: "Rate and review" });
  await editor.getByRole("radio", { name: "4" }).tap();
  await expect(editor.getByText("Very good")).toBeVisible();
  const review = "Great tactics, <b>fair</b> events. Playing every evening.";
  await editor.getByRole("textbox", { name: "Your review" }).fill(review);
  await expect(editor.getByText(`${500 - review.length} characters left`)).toBeVisible();
  await editor.getByRole("button", { name: "Publish" }).click();
  await expect(editor).toBeHidden();
  await expect(mine.getByText(review)).toBeVisible();
  // plain text: the markup shows as typed and never becomes an element
  await expect(page.locator("article b")).toHaveCount(0);
  await expect(page.getByText("13 ratings", { exact: true })).toBeVisible();

  // edit: the edited flag shows
  await mine.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit your review" });
  await edit
    .getByRole("textbox", { name: "Your review" })
    .fill("Great tactics and fair events. Updated after the patch.");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(mine.getByText("Updated after the patch.", { exact: false })).toBeVisible();
  await expect(mine.getByText("Edited")).toBeVisible();

  // reply to another player's review and like it
  const other = page.getByRole("article").filter({ hasNotText: "Updated after the patch" }).first();
  await other.getByRole("button", { name: /^Replies \(/ }).click();
  const panel = page.getByRole("dialog", { name: "Replies" });
  await expect(panel).toBeVisible();
  await panel.getByRole("textbox", { name: "Your reply" }).fill("Agreed, the new season is great!");
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(
    panel.getByRole("paragraph").filter({ hasText: "Agreed, the new season is great!" }),
  ).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Your reply" })).toHaveValue("");
  await expect(panel.getByRole("heading", { name: /Replies \(\d+\)/ })).toBeVisible();
  const like = panel.getByRole("article").getByRole("button", { name: /^Like \(/ });
  const before = Number((await like.textContent())?.match(/\((\d+)\)/)?.[1]);
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveAccessibleName(`Like (${before + 1})`);
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toBeHidden();

  // follow
  const followers = page.getByText(/\d+ followers/);
  const count = Number((await followers.textContent())?.match(/\d+/)?.[0]);
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByRole("button", { name: "Following" })).toHaveAttribute("aria-pressed", "true");
  await expect(followers).toHaveText(`${count + 1} followers`);
});

test("a player pre-registers an upcoming game and cancels after confirming", async ({ page }) => {
  await signIn(page, "13800000001", "phone1234");
  // The page comes rendered by the server: its buttons answer once the app has hydrated it (the app
  // then reports the page view).
  const hydrated = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/stats");
  await page.goto("/dist/game/9");
  await hydrated;
  const block = page.getByRole("region", { name: "Pre-registration" });
  await expect(block.getByText(/more to unlock/)).toBeVisible();
  const countText = block.getByText(/players pre-registered/);
  const before = Number((await countText.textContent())?.replace(/\D/g, ""));

  // In CI the first tap right after hydration was twice lost (no request went out; not reproduced
  // locally, even under load; see docs/operations.md): tap again until the page answers.
  const preRegister = block.getByRole("button", { name: "Pre-register" });
  await expect(async () => {
    if (await preRegister.isVisible()) await preRegister.click();
    await expect(block.getByRole("button", { name: "Registered" })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(countText).toHaveText(`${(before + 1).toLocaleString("en")} players pre-registered`);

  await block.getByRole("button", { name: "Registered" }).click();
  await page.getByRole("button", { name: "Cancel it" }).click();
  await expect(block.getByRole("button", { name: "Pre-register" })).toBeVisible();
  await expect(countText).toHaveText(`${before.toLocaleString("en")} players pre-registered`);
});
