import { chromium } from "playwright-core";
const base = "http://localhost:3420";
const [lang = "en", account = "demo@portal.local", password = "demo1234", ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, colorScheme: process.env.DARK ? "dark" : "light" });
await context.addCookies([{ name: "sys_language", value: lang, url: base }]);
if (account !== "-") {
  const r = await context.request.post(`${base}/api/login`, { data: { by: "password", account, password }, headers: { origin: base } });
  console.log("login", (await r.json()).code);
}
const page = await context.newPage();
for (const path of paths) {
  await page.goto(`${base}/dist${path}`);
  await page.waitForTimeout(1500);
  const name = `${lang}-${path.replace(/[^a-z0-9]+/gi, "_")}.png`;
  await page.screenshot({ path: `/tmp/forums-shots/${name}`, fullPage: false });
  console.log(name);
}
await browser.close();
