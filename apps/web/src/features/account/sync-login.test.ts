import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, test, vi } from "vitest";
import { toastState } from "../../lib/toast";
import { setupI18n } from "../../testing/render";
import { afterSessionChange, readSyncLogin, SYNC_LOGIN_KEY } from "./api";
import { readSyncLoginParams } from "./sync-login";
import { syncLoginWith } from "./sync-login-call";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body)));

describe("sync-login", () => {
  test("needs appId, openId, tm and sign from the host game", () => {
    expect(readSyncLoginParams("?appId=1&openId=p1&tm=100&sign=abc&roleId=r&x=1")).toEqual({
      appId: "1",
      openId: "p1",
      tm: "100",
      sign: "abc",
      roleId: "r",
    });
    expect(readSyncLoginParams("?appId=1&openId=p1&tm=100")).toBeNull();
  });

  test("code 200 stores the params and refreshes the user", async () => {
    const fetch = answer({ code: 200, msg: "", data: { uid: 3, appId: 1, serverId: null, roleId: null } });
    vi.stubGlobal("fetch", fetch);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const params = { appId: "1", openId: "p1", tm: "100", sign: "abc" };

    expect(await syncLoginWith(params, queryClient)).toBe(true);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
      "/api/syncLogin?appId=1&openId=p1&tm=100&sign=abc",
    );
    expect(JSON.parse(localStorage.getItem(SYNC_LOGIN_KEY) ?? "null")).toEqual(params);
    // Its game (no server or role given) in the cookie, for the server's rendering of the top-up.
    expect(readSyncLogin()).toEqual({ appId: "1" });
    expect(document.cookie).toContain(`syncChoice=${encodeURIComponent('{"appId":"1"}')}`);
    expect(invalidate).toHaveBeenCalled();
    // A cookie written by hand gives only its texts.
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie as a visitor could have set it
    document.cookie = `syncChoice=${encodeURIComponent('{"appId":{"x":1},"serverId":"s2"}')}; path=/`;
    expect(readSyncLogin()).toEqual({ serverId: "s2" });
    // Signing out forgets both.
    await afterSessionChange(queryClient, true);
    expect(readSyncLogin()).toEqual({});
    expect(document.cookie).not.toMatch(/syncChoice=[^;]/);
  });

  test("a withdrawn cancellation is told to the player", async () => {
    await setupI18n("en");
    const data = { uid: 3, appId: 1, serverId: null, roleId: null, cancellationWithdrawn: true };
    vi.stubGlobal("fetch", answer({ code: 200, msg: "", data }));
    expect(await syncLoginWith({ appId: "1", openId: "p", tm: "1", sign: "x" }, new QueryClient())).toBe(
      true,
    );
    expect(toastState.get()?.text).toBe("Welcome back! Your account cancellation has been withdrawn");
  });

  test("anything else shows the server's msg in a toast", async () => {
    vi.stubGlobal("fetch", answer({ code: 4016, msg: "Game sign-in failed: invalid link", data: null }));
    expect(await syncLoginWith({ appId: "1", openId: "p", tm: "1", sign: "x" }, new QueryClient())).toBe(
      false,
    );
    expect(toastState.get()?.text).toBe("Game sign-in failed: invalid link");
    expect(localStorage.getItem(SYNC_LOGIN_KEY)).toBeNull();
  });
});
