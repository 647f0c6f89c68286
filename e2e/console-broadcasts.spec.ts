import {
  chooseOption,
  consoleDesktopJourneys,
  expect,
  openFromMenu,
  signInDemoStaff,
} from "./console-support";
import { demoPlayerOnPhone, test } from "./support";

/**
 * Broadcasts in the console at 1280×800 (issue 19): a content editor mails Ninja Rush's reservists a
 * launch gift; the demo player (a reservist) reads it once and claims the code; the console counts
 * sent = the segment's players and claimed 1.
 */

consoleDesktopJourneys();

const shot = (name: string) => ({ path: test.info().outputPath(`console-broadcasts-${name}.png`) });
const NINJA_RUSH = 10;

/** Picks an option of an Ant Design select by its accessible name. */

test("an editor mails a launch gift to a game's reservists; each gets it once and the demo player claims it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const title = `Ninja Rush launch gift ${Date.now().toString(36)}`;

  // The demo player pre-registers Ninja Rush on the portal (the seed may already have done it).
  const { phone, player } = await demoPlayerOnPhone(browser, baseURL);
  await player.goto(`/dist/game/${NINJA_RUSH}`);
  const block = player.getByRole("region", { name: "Pre-registration" });
  const registered = block.getByRole("button", { name: "Registered" });
  await expect(registered.or(block.getByRole("button", { name: "Pre-register" }))).toBeVisible();
  if (!(await registered.isVisible())) await block.getByRole("button", { name: "Pre-register" }).click();
  await expect(registered).toBeVisible();

  // The editor composes the mail: reservists of Ninja Rush, the launch gift, sent now.
  await signInDemoStaff(page, "editor@console.local");
  await openFromMenu(page, "Broadcasts", /\/console\/broadcasts$/);
  await page.getByRole("button", { name: "New broadcast" }).click();
  const dialog = page.getByRole("dialog", { name: "New broadcast" });
  await chooseOption(page, "Players", "Reservists of a game");
  await chooseOption(page, "Game", "Ninja Rush");
  await chooseOption(page, "Gift pack", "Launch gift");
  const size = dialog.getByTestId("segment-size");
  await expect(size).toContainText(/\d+ players will receive it · \d+ free codes/);
  const players = Number((await size.textContent())?.match(/(\d+) players/)?.[1]);
  expect(players).toBeGreaterThan(0);
  await dialog.getByLabel("Title (English)").fill(title);
  await dialog.getByLabel("Title (简体中文)").fill("忍者冲刺开服礼包");
  await dialog.getByLabel("Text (English)").fill("Ninja Rush is almost here. Claim your launch gift!");
  await page.screenshot(shot("compose"));
  await dialog.getByRole("button", { name: "Send now" }).click();
  await expect(dialog).toBeHidden();

  // The outbox delivers it; the detail page follows until it is sent.
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/console\/broadcasts\/\d+$/);
  const id = Number(page.url().match(/(\d+)$/)?.[1]);
  await expect(page.locator(".ant-tag").filter({ hasText: "Sent" })).toBeVisible({ timeout: 60_000 });
  // Sent equals the reservists the server counts now (its own preview, a separate query).
  const counted = await page.evaluate(async (gameId) => {
    const response = await fetch("/api/console/broadcasts/preview", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ audience: { segment: "reservists", gameId } }),
    });
    return ((await response.json()) as { data: { players: number } }).data.players;
  }, NINJA_RUSH);
  const detail = async () => {
    const answer = await page.request.get(`/api/console/broadcasts/detail?id=${id}`);
    return ((await answer.json()) as { data: { counts: { sent: number; read: number; claimed: number } } })
      .data.counts;
  };
  expect((await detail()).sent).toBe(counted);
  expect(counted).toBeGreaterThanOrEqual(players);
  const statistic = (name: string) => page.locator(".ant-statistic").filter({ hasText: name });
  await expect(statistic("Sent")).toContainText(String(counted));
  await expect(statistic("Claimed")).toContainText("0");

  // The player sees the mail once and claims the gift.
  await player.goto("/dist/mine/messages?tab=mail");
  const mail = player.getByTestId("messages-mail");
  await expect(mail.getByText(title)).toHaveCount(1);
  await mail.getByText(title).click();
  await player.getByRole("button", { name: "Claim gift" }).click();
  await expect(player.getByTestId("mail-code")).toHaveText(/^NINJA-LAUNCH-\d{4}$/);
  await player.screenshot(shot("portal-claimed"));
  await phone.close();

  await expect.poll(detail).toMatchObject({ sent: counted, claimed: 1 });
  await page.reload();
  await expect(statistic("Claimed")).toContainText("1");
  await page.screenshot(shot("detail"));
  await openFromMenu(page, "Broadcasts", /\/console\/broadcasts$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Sent");
  await page.screenshot(shot("list"));

  // The console in Simplified Chinese.
  await page.getByRole("combobox", { name: "Language" }).click();
  await page.getByText("简体中文").click();
  await expect(page.getByRole("menuitem", { name: "群发" })).toBeVisible();
  // The list asks again in Chinese: the title and the game's name in Chinese.
  await expect(page.getByRole("row").filter({ hasText: "忍者冲刺开服礼包" }).first()).toContainText(
    "忍者冲刺的预约玩家",
  );
  await page.screenshot(shot("list-zh"));
  await page.goto(`/console/broadcasts/${id}`);
  await expect(page.locator(".ant-tag").filter({ hasText: "已发送" })).toBeVisible();
  await page.screenshot(shot("detail-zh"));
  await page.goto("/console/broadcasts");
  await page.getByRole("button", { name: "新建群发" }).click();
  await chooseOption(page, "玩家", "某游戏的预约玩家");
  await chooseOption(page, "游戏", "忍者冲刺");
  await expect(page.getByTestId("segment-size")).toBeVisible();
  await page.screenshot(shot("compose-zh"));
});
