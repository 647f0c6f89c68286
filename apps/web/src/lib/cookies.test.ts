import { defaultLanguage } from "@portal/contracts/languages";
import { afterEach, describe, expect, test, vi } from "vitest";
import { readSyncLogin } from "../features/account/api";
import { forgetCookie, readCookie, writeCookie } from "./cookies";
import { readLanguageCookie } from "./i18n";
import { setServerRequest } from "./server-render";
import { readSignedInUid } from "./session";

const names = ["user", "syncChoice", "odd", "sys_language"];

afterEach(() => {
  vi.useRealTimers();
  setServerRequest(undefined);
  for (const name of names) forgetCookie(name);
});

describe("readCookie", () => {
  test("finds a cookie anywhere in the header, and none that is missing", () => {
    const header = "sys_language=th; user=42|demo; syncChoice=%7B%7D";
    expect(readCookie("sys_language", header)).toBe("th");
    expect(readCookie("user", header)).toBe("42|demo");
    expect(readCookie("syncChoice", header)).toBe("{}");
    expect(readCookie("missing", header)).toBeUndefined();
    expect(readCookie("user", "")).toBeUndefined();
  });

  test("a name never matches another name it is a prefix or suffix of", () => {
    expect(readCookie("user", "username=ann; otheruser=5")).toBeUndefined();
    expect(readCookie("user", "username=ann; user=7; otheruser=5")).toBe("7");
    expect(readCookie("user", "user_id=3")).toBeUndefined();
    expect(readSignedInUid("username=8; otheruser=5")).toBeNull();
  });

  test("decodes values; an empty value is empty; separators may lack the space", () => {
    expect(readCookie("a", "a=%E4%BD%A0%E5%A5%BD%3B%20x%3Dy")).toBe("你好; x=y");
    expect(readCookie("a", "a=")).toBe("");
    expect(readCookie("a", "a=b=c")).toBe("b=c");
    expect(readCookie("b", "a=1;b=2")).toBe("2");
  });

  test("a value that is not percent-encoding reads as none, and so does the sync choice", () => {
    expect(readCookie("a", "a=%E0%A4; b=1")).toBeUndefined();
    expect(readCookie("b", "a=%E0%A4; b=1")).toBe("1");
    setServerRequest({ cookie: "sys_language=%E0%A4; user=%E0%A4", userAgent: "test", fetch });
    expect(readLanguageCookie()).toBe(defaultLanguage);
    expect(readSignedInUid()).toBeNull();
    setServerRequest({ cookie: "syncChoice=%E0%A4", userAgent: "test", fetch });
    expect(readSyncLogin()).toEqual({});
  });

  test("reads the request's cookie while the server renders, the browser's otherwise", () => {
    writeCookie("user", "9");
    expect(readCookie("user")).toBe("9");
    expect(readSignedInUid()).toBe(9);
    setServerRequest({ cookie: "user=12%7Cdemo", userAgent: "test", fetch });
    expect(readCookie("user")).toBe("12|demo");
    expect(readSignedInUid()).toBe(12);
    setServerRequest(undefined);
    expect(readCookie("user")).toBe("9");
  });
});

describe("writeCookie and forgetCookie", () => {
  test("a written value reads back exactly, however odd", () => {
    for (const value of ['{"appId":"1","roleId":"r; 2=x"}', "你好 %20 +", "", "a,b|c", "=;="]) {
      writeCookie("odd", value);
      expect(readCookie("odd")).toBe(value);
    }
  });

  test("writes a site-wide, one-year, same-site cookie; forgetting expires it at once", () => {
    const set = vi.spyOn(document, "cookie", "set");
    writeCookie("sys_language", "zh-CN");
    writeCookie("syncChoice", "{}", 60);
    forgetCookie("syncChoice");
    const written = set.mock.calls.map(([line]) => line);
    set.mockRestore();
    expect(written).toEqual([
      "sys_language=zh-CN; path=/; max-age=31536000; samesite=lax",
      "syncChoice=%7B%7D; path=/; max-age=60; samesite=lax",
      "syncChoice=; path=/; max-age=0; samesite=lax",
    ]);
  });

  test("a forgotten cookie is gone and leaves the others", () => {
    writeCookie("user", "5");
    writeCookie("syncChoice", "x");
    forgetCookie("syncChoice");
    // happy-dom expires a max-age=0 cookie only once its clock has moved past the moment it was set.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1000 });
    expect(readCookie("syncChoice")).toBeUndefined();
    expect(readCookie("user")).toBe("5");
  });
});
