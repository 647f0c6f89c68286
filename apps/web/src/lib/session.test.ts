import { userCookie } from "@portal/contracts/account";
import { describe, expect, test } from "vitest";
import { readSignedInUid, USER_COOKIE } from "./session";

describe("sign-in detection", () => {
  test("uses the contracts' cookie name", () => {
    expect(USER_COOKIE).toBe(userCookie);
  });

  test("reads the uid from the user cookie's first entry", () => {
    expect(readSignedInUid("sys_language=en; user=42")).toBe(42);
    expect(readSignedInUid("user=42|demo")).toBe(42);
    expect(readSignedInUid("sys_language=en")).toBeNull();
    expect(readSignedInUid("user=")).toBeNull();
    expect(readSignedInUid("otheruser=5")).toBeNull();
  });
});
