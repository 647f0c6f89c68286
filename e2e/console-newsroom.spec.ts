import type { Page } from "@playwright/test";
import { consoleDesktopJourneys, expect, signInDemoStaff } from "./console-support";
import { portalOnPhone, test } from "./support";

/**
 * The newsroom at 1280×800 (issue 18): the demo content editor writes an article in English and
 * Chinese in the WYSIWYG editor (a heading, bold text, a pasted script) and publishes it now; a
 * player on a phone, in Chinese, reads it with the heading and bold text and without the script.
 * The editor then adds a video for a game picked by its name, and deletes it.
 */

consoleDesktopJourneys();

const shot = (name: string) => ({ path: test.info().outputPath(`console-newsroom-${name}.png`) });

/**
 * Writes one language's body in the WYSIWYG editor with its toolbar: a heading, then a paragraph
 * with `bold` in bold; then pastes `pasted` HTML as a browser would (a paste event).
 */
async function writeBody(
  dialog: ReturnType<Page["getByRole"]>,
  field: string,
  words: { heading: string; before: string; bold: string; after: string; pasted: string },
) {
  const pane = dialog.getByRole("tabpanel");
  const body = pane.getByRole("textbox", { name: field });
  await body.click();
  await pane.getByRole("button", { name: "Heading", exact: true }).click();
  await body.pressSequentially(words.heading);
  await body.press("Enter");
  await body.pressSequentially(words.before);
  await pane.getByRole("button", { name: "Bold" }).click();
  await body.pressSequentially(words.bold);
  await pane.getByRole("button", { name: "Bold" }).click();
  await body.pressSequentially(words.after);
  await body.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, words.pasted);
  await expect(body.locator("h2")).toHaveText(words.heading);
  await expect(body.locator("strong")).toHaveText(words.bold);
  await expect(body.locator("script")).toHaveCount(0);
}

test("the editor publishes a bilingual article with bold text; a player reads it in Chinese, without the script", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  await signInDemoStaff(page, "editor@console.local");
  await expect(async () => {
    await page.getByRole("menuitem", { name: "News", exact: true }).click();
    await expect(page).toHaveURL(/\/console\/content\/news$/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await page.screenshot(shot("list"));

  await page.getByRole("button", { name: "New article" }).click();
  const dialog = page.getByRole("dialog", { name: "New article" });
  await dialog.getByRole("textbox", { name: "Title (English)" }).fill(`Patch notes ${stamp}`);
  await dialog.getByRole("textbox", { name: "Title (简体中文)" }).fill(`更新说明 ${stamp}`);
  await writeBody(dialog, "Body (English)", {
    heading: "What changed",
    before: "Read ",
    bold: "this",
    after: " carefully",
    pasted: "<p>Pasted</p><script>window.hacked = 1</script>",
  });
  await dialog.getByRole("tab", { name: /简体中文/ }).click();
  await writeBody(dialog, "Body (简体中文)", {
    heading: "更新内容",
    before: "请",
    bold: "仔细",
    after: "阅读",
    pasted: "<p>粘贴</p><script>window.hacked = 2</script>",
  });
  await dialog.getByRole("radio", { name: "Publish from" }).check();
  await dialog.getByRole("textbox", { name: "Body (简体中文)" }).scrollIntoViewIfNeeded();
  await page.screenshot(shot("editor"));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: `Patch notes ${stamp}` });
  await expect(row).toContainText("Published");
  const newsId = (await row.getByRole("cell").first().textContent())?.trim();

  const { phone, player } = await portalOnPhone(browser, baseURL, "zh");
  await player.goto(`/dist/news/${newsId}`);
  await expect(player.getByRole("heading", { name: `更新说明 ${stamp}` })).toBeVisible();
  await expect(player.locator("article strong")).toHaveText("仔细");
  await expect(player.locator("article h2")).toHaveText("更新内容");
  await expect(player.locator("article script")).toHaveCount(0);
  expect(await player.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await player.screenshot(shot("portal-article-zh"));
  await phone.close();

  // A topic and an event (written through the console's API), read on a phone in three languages.
  const texts = (en: string, zh: string, th = "") => ({ en, zh, "zh-hant": "", id: "", vi: "", th });
  const writeTopic = async (kind: "topic" | "event", en: string, zh: string, th: string) => {
    const answer = await page.request.post("/api/console/topics/create", {
      data: {
        kind,
        gameId: 1,
        titles: texts(`${en} ${stamp}`, `${zh} ${stamp}`, `${th} ${stamp}`),
        summaries: texts("Everything new this season", "本季新内容一览", "ทุกอย่างใหม่ในฤดูกาลนี้"),
        bodies: texts(
          "<h2>What is new</h2><p>Three <strong>new heroes</strong> and a winter map.</p>",
          "<h2>新内容</h2><p>三位<strong>新英雄</strong>和一张冬季地图。</p>",
          "<h2>มีอะไรใหม่</h2><p>ฮีโร่ใหม่<strong>สามตัว</strong>และแผนที่ฤดูหนาว</p>",
        ),
        coverMediaId: null,
        startsAt: null,
        endsAt: kind === "event" ? new Date(Date.now() + 30 * 86_400_000).toISOString() : null,
        pinned: false,
        publishAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    const body = (await answer.json()) as { code: number; data: { id: number } };
    expect(body.code).toBe(200);
    return body.data.id;
  };
  const topicId = await writeTopic("topic", "Winter guide", "冬季指南", "คู่มือฤดูหนาว");
  const eventId = await writeTopic("event", "Double drops", "双倍掉落", "ดรอปสองเท่า");
  for (const language of ["zh", "en", "th"] as const) {
    const reader = await portalOnPhone(browser, baseURL, language);
    await reader.player.goto(`/dist/topic/${topicId}`);
    await expect(reader.player.locator("article strong")).toBeVisible();
    await reader.player.screenshot(shot(`portal-topic-${language}`));
    await reader.player.goto(`/dist/event/${eventId}`);
    await expect(reader.player.locator("article strong")).toBeVisible();
    await reader.player.screenshot(shot(`portal-event-${language}`));
    if (language === "zh") {
      await reader.player.goto("/dist/game/1");
      const strip = reader.player.getByRole("region", { name: "专题与活动" });
      await expect(strip.getByRole("link", { name: new RegExp(`双倍掉落 ${stamp}`) })).toBeVisible();
      await strip.scrollIntoViewIfNeeded();
      await reader.player.screenshot(shot("portal-game-strip-zh"));
    }
    await reader.phone.close();
  }

  // A video for a game picked by its name, published, then deleted: the video zone loses it.
  await page.getByRole("menuitem", { name: "Video zone", exact: true }).click();
  await page.getByRole("button", { name: "New video" }).click();
  const videoDialog = page.getByRole("dialog", { name: "New video" });
  await videoDialog.getByRole("textbox", { name: "Title (English)" }).fill(`Trailer ${stamp}`);
  await videoDialog
    .getByLabel("Hosted player address (https)")
    .fill("https://video.example.com/embed/trailer");
  const gamePicker = videoDialog.getByRole("combobox", { name: "Game (optional)" });
  await gamePicker.click();
  await gamePicker.fill("Dragon");
  await page.locator(".ant-select-item-option").filter({ hasText: "Dragon Realm" }).click();
  await expect(videoDialog.getByText("Dragon Realm")).toBeVisible();
  await videoDialog.getByRole("radio", { name: "Publish from" }).check();
  await page.screenshot(shot("video-game-picker"));
  await videoDialog.getByRole("button", { name: "Save" }).click();
  await expect(videoDialog).toBeHidden();
  const videoRow = page.getByRole("row").filter({ hasText: `Trailer ${stamp}` });
  await expect(videoRow).toContainText("Published");
  const videoId = Number((await videoRow.getByRole("cell").first().textContent())?.trim());
  const zone = async () => {
    const answer = await page.request.get("/api/videoList?pageSize=50");
    return ((await answer.json()) as { data: { items: { id: number }[] } }).data.items.map((item) => item.id);
  };
  expect(await zone()).toContain(videoId);
  await videoRow.getByRole("button", { name: /Delete/ }).click();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Delete" }).click();
  await expect(videoRow).toHaveCount(0);
  expect(await zone()).not.toContain(videoId);

  // Each newsroom page, in English and then in Simplified Chinese.
  const pages = ["News categories", "Home notices", "Video zone", "Topics and events"];
  for (const name of pages) {
    await page.getByRole("menuitem", { name, exact: true }).click();
    await expect(page.locator(".ant-table-row").first()).toBeVisible();
    await page.screenshot(shot(`page-${name.split(" ")[0]?.toLowerCase()}`));
  }
  await page
    .getByRole("row")
    .filter({ hasText: `Double drops ${stamp}` })
    .click();
  await expect(page.getByRole("dialog", { name: "Edit topic or event" })).toBeVisible();
  await page.getByRole("dialog").getByRole("tabpanel").first().scrollIntoViewIfNeeded();
  await expect(
    page.getByRole("dialog").getByRole("textbox", { name: "Body (English)" }).locator("strong"),
  ).toBeVisible();
  await page.screenshot(shot("topic-editor"));
  await page.keyboard.press("Escape");

  await page.getByRole("combobox", { name: "Language" }).click();
  await page.getByText("简体中文").click();
  await expect(page.locator(".ant-select-dropdown")).toBeHidden();
  await page.getByRole("menuitem", { name: "新闻", exact: true }).click();
  await expect(row).toBeVisible();
  await page.screenshot(shot("list-zh"));
  await row.click();
  const editor = page.getByRole("dialog", { name: "编辑文章" });
  await expect(editor.getByRole("textbox", { name: "正文 (English)" })).toBeVisible();
  await editor.getByRole("textbox", { name: "正文 (English)" }).scrollIntoViewIfNeeded();
  await page.screenshot(shot("editor-zh"));
  await page.keyboard.press("Escape");
  for (const name of ["专题与活动", "新闻分类", "首页公告", "视频专区"]) {
    await page.getByRole("menuitem", { name, exact: true }).click();
    await expect(page.locator(".ant-table-row").first()).toBeVisible();
    await page.screenshot(shot(`page-${name}-zh`));
  }
});
