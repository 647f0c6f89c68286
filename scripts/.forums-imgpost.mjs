import { chromium } from "playwright-core";
import sharp from "sharp";
const base = "http://localhost:3420";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
await context.addCookies([{ name: "sys_language", value: "en", url: base }]);
const h = { origin: base };
await context.request.post(`${base}/api/login`, { data: { by: "password", account: "demo@portal.local", password: "demo1234" }, headers: h });
const ids = [];
for (const color of ["#c33", "#3a6"]) {
  const buffer = await sharp({ create: { width: 1600, height: 900, channels: 3, background: color } }).png().toBuffer();
  const r = await context.request.post(`${base}/api/uploadImg`, { multipart: { file: { name: "a.png", mimeType: "image/png", buffer } }, headers: h });
  ids.push((await r.json()).data.id);
}
const p = await context.request.post(`${base}/api/addPost`, { data: { forumId: 12, title: "My two paintings", content: "Red and green.\nWhich one is better?", imageIds: ids }, headers: h });
const id = (await p.json()).data.id;
const page = await context.newPage();
await page.goto(`${base}/dist/post/${id}`);
await page.waitForTimeout(1500);
await page.screenshot({ path: "/tmp/forums-shots/en-imgpost.png" });
await page.goto(`${base}/dist/forum/12`);
await page.waitForTimeout(1500);
await page.screenshot({ path: "/tmp/forums-shots/en-imgboard.png" });
await browser.close();
