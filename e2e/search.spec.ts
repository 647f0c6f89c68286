import type { Page } from "@playwright/test";
import { expect, setLanguage, test } from "./support";

/** Search across the portal at 375×812 (issue 21): Thai and Chinese titles found by a piece of them. */

const shot = (name: string) => ({ path: test.info().outputPath(`search-${name}.png`) });
const results = (page: Page) => page.getByRole("list", { name: /.+/ }).last();

/** From the home page's search bar; the home's pop-up notice (if it shows) is closed first. */
async function searchFor(page: Page, placeholder: string, text: string, close: string) {
  await page.addLocatorHandler(
    page.getByRole("dialog"),
    async (notice) => {
      // the notice animates away; a click landing mid-animation is as good as done
      await notice
        .getByRole("button", { name: close })
        .click({ force: true, timeout: 5_000 })
        .catch(() => {});
    },
    { noWaitAfter: true },
  );
  await page.goto("/dist/");
  await page.getByRole("link", { name: placeholder }).click();
  await expect(page).toHaveURL(/\/dist\/search/);
  await page.getByPlaceholder(placeholder).fill(text);
}

test("a Thai player finds a Thai game and a Thai article by a piece of their titles", async ({
  page,
  context,
  baseURL,
}) => {
  await setLanguage(context, "th", baseURL ?? "");
  await searchFor(page, "ค้นหาเกม ข่าว และโพสต์", "มังกร", "ปิด");
  const game = results(page).getByRole("link", { name: "อาณาจักรมังกร" });
  await expect(game).toBeVisible();
  await expect(game.locator("mark")).toHaveText("มังกร");
  await expect(page).toHaveURL(/q=%E0%B8%A1/);
  await page.screenshot(shot("th-games"));

  await page.getByRole("tab", { name: "ข่าว" }).click();
  const article = results(page).getByRole("link", { name: /มังกรน้ำแข็งตื่นแล้ว/ });
  await expect(article).toBeVisible();
  await page.screenshot(shot("th-news"));
  await article.click();
  await expect(page).toHaveURL(/\/dist\/news\/\d+$/);
});

test("a Chinese player finds a Chinese game and article, and is told when nothing matches", async ({
  page,
  context,
  baseURL,
}) => {
  await setLanguage(context, "zh", baseURL ?? "");
  await searchFor(page, "搜索游戏、资讯和帖子", "国度", "关闭");
  const game = results(page).getByRole("link", { name: "龙之国度" });
  await expect(game.locator("mark")).toHaveText("国度");
  await page.screenshot(shot("zh-games"));
  await game.click();
  await expect(page).toHaveURL(/\/dist\/game\/\d+$/);
  await page.goBack();

  await page.getByRole("tab", { name: "资讯" }).click();
  await page.getByPlaceholder("搜索游戏、资讯和帖子").fill("星际旅者");
  await expect(results(page).getByRole("link", { name: /《星际旅者》下月上线/ })).toBeVisible();
  await page.screenshot(shot("zh-news"));

  await page.getByPlaceholder("搜索游戏、资讯和帖子").fill("不存在的东西");
  await expect(page.getByText("没有找到与“不存在的东西”相关的内容")).toBeVisible();
});

test("an English player searches forum posts; SQL-looking text is just text", async ({
  page,
  context,
  baseURL,
}) => {
  await setLanguage(context, "en", baseURL ?? "");
  await searchFor(page, "Search games, news and posts", "dragon", "Close");
  await expect(results(page).getByRole("link").first()).toBeVisible();
  await page.screenshot(shot("en-games"));
  await page.getByRole("tab", { name: "Forum posts" }).click();
  await expect(page).toHaveURL(/kind=posts/);
  await expect(results(page).getByRole("link").first()).toBeVisible();
  await page.screenshot(shot("en-posts"));
  await page.getByPlaceholder("Search games, news and posts").fill("'; drop table posts; --");
  await expect(page.getByText("Nothing found for “'; drop table posts; --”")).toBeVisible();
  await page.screenshot(shot("en-empty"));
});
