import type { TestApp, TestClient } from "./test-app.ts";

/** The same staff session (a copy of its cookies) with the console set to Chinese. */
export function inChineseConsole(t: TestApp, staff: TestClient) {
  const zh = t.client("zh");
  zh.cookies = new Map(staff.cookies);
  zh.cookies.set("console_language", "zh");
  return zh;
}
