import { expect as baseExpect } from "@playwright/test";
import { consoleDesktopJourneys, expect, openFromMenu, signInDemoStaff } from "./console-support";
import { registerByApi, test } from "./support";

/** A reported text's own page at 1280×800 (issue 18): opened from the queue, read whole, hidden there. */

consoleDesktopJourneys([{ name: "sys_language", value: "en" }]);

const shot = (name: string) => ({ path: test.info().outputPath(`console-moderation-item-${name}.png`) });

test("the moderator opens a reported review's page from the queue, reads it and its report, and hides it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const text = `Item page check ${Date.now()}\nsecond line <b>not bold</b>`;
  const author = await browser.newContext({ baseURL });
  await registerByApi(author.request);
  const written = await author.request.post("/api/addGameComment", {
    data: { appId: 2, rating: 1, content: text },
  });
  const review = (await written.json()) as { code: number; data: { id: number } };
  baseExpect(review.code).toBe(200);
  await author.close();
  const reporter = await browser.newContext({ baseURL });
  await registerByApi(reporter.request);
  const reported = await reporter.request.post("/api/reportGameComment", {
    data: { target: "review", id: review.data.id, reason: "spam", note: "an advert" },
  });
  baseExpect(((await reported.json()) as { code: number }).code).toBe(200);
  await reporter.close();

  await signInDemoStaff(page, "moderator@console.local");
  await openFromMenu(page, "Moderation", /\/console\/moderation$/);
  await page.getByRole("combobox", { name: "Order" }).click();
  await page.getByTitle("Newest report").click();
  const row = page.getByRole("row").filter({ hasText: "Item page check" }).first();
  await row.getByRole("link", { name: "Open the reported text" }).click();
  await page.waitForURL(new RegExp(`/console/moderation/review/${review.data.id}$`));

  // The whole text as typed (markup shown as text), its report and where it lives.
  await expect(page.getByTestId("moderated-text")).toHaveText(text);
  await expect(page.getByText("Reports (1)")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "an advert" })).toContainText("Spam");
  await expect(page.getByRole("link", { name: "Open on the portal" })).toHaveAttribute(
    "href",
    "/dist/game/2",
  );
  await expect(page.getByText("Nobody acted on this text yet")).toBeVisible();
  await page.screenshot(shot("en"));

  await page.getByRole("button", { name: "Hide" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Mia" }).filter({ hasText: "Hidden" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore" })).toBeVisible();
  const gone = await page.request.get("/api/gameCommentsList?appId=2&pageSize=50&sort=newest");
  baseExpect(JSON.stringify(await gone.json())).not.toContain("Item page check");

  // The same page in Simplified Chinese.
  await page.context().addCookies([{ name: "console_language", value: "zh", url: baseURL ?? "" }]);
  await page.reload();
  await expect(page.getByText("处理记录")).toBeVisible();
  await page.screenshot(shot("zh"));
});
