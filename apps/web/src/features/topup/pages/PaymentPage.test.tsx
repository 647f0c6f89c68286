import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { toastState } from "../../../lib/toast";
import { renderPage, setupI18n } from "../../../testing/render";
import { PaymentPage } from "./PaymentPage";

beforeAll(() => setupI18n("en"));
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the server's readable sign-in cookie, as a test fixture
  document.cookie = "user=7; path=/";
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the server's readable sign-in cookie, as a test fixture
  document.cookie = "user=; max-age=0; path=/";
});

const ok = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: "ok", data }));
const broken = () =>
  new Response(JSON.stringify({ code: 4810, msg: "The game server is not answering", data: null }), {
    status: 503,
  });

/** The flow's calls; `servers` answers the server list (a function may fail the first time). */
function topupApi(servers: () => Response) {
  return vi.fn(async (input: string) => {
    const url = new URL(input, "http://localhost");
    switch (url.pathname) {
      case "/api/topupGames":
        return ok([{ appId: 5, name: "Star Quest", icon: "", recent: true }]);
      case "/api/getServerList":
        return servers();
      case "/api/getRolelist":
        return ok(
          url.searchParams.get("serverId") === "s2"
            ? [{ roleId: "r9", name: "Nova", level: 3, last: false }]
            : [
                { roleId: "r1", name: "Hero", level: 42, last: true },
                { roleId: "r2", name: "Alt", level: 7, last: false },
              ],
        );
      case "/api/getRegion":
        return ok({ regions: [{ id: "US", currency: "USD" }], suggested: "US" });
      case "/api/getGoodsList":
        return ok([{ goodsId: 1, name: "60 Diamonds", priceMinor: 99, currency: "USD", points: 10 }]);
      case "/api/v1/pay/getThirdPaymentList":
        return ok({
          methods: [{ id: "card", variant: "redirect", external: true, validityMinutes: 30 }],
          walletMinor: 0,
          boundMail: true,
        });
      case "/api/v1/event/list":
      case "/api/discountCoupons":
        return ok([]);
      default:
        return ok(null);
    }
  });
}

const serverList = [
  { serverId: "s1", name: "Asia-1", last: true },
  { serverId: "s2", name: "Asia-2", last: false },
];

describe("the top-up flow", () => {
  test("a server list that fails to load says so, and Retry loads it; the last role is chosen", async () => {
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      topupApi(() => (++calls === 1 ? broken() : ok(serverList))),
    );
    renderPage(<PaymentPage />, { path: "/payment" });
    expect(await screen.findByText("Failed to load servers, please refresh")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Asia-1")).toBeTruthy();
    expect((await screen.findByTestId("role-card")).textContent).toContain("Hero · Lv. 42");
  });

  test("inside the game webview, game, server and role come from sync-login", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 GamePortalApp/1.0");
    localStorage.setItem(
      "syncLogin",
      JSON.stringify({ appId: "5", openId: "o", serverId: "s2", roleId: "r9" }),
    );
    const fetch = topupApi(() => ok(serverList));
    vi.stubGlobal("fetch", fetch);
    renderPage(<PaymentPage />, { path: "/payment" });
    expect((await screen.findByTestId("role-card")).textContent).toContain("Nova · Lv. 3");
    await waitFor(() =>
      expect(fetch.mock.calls.map(([u]) => String(u))).toContain("/api/getRolelist?appId=5&serverId=s2"),
    );
  });

  test("paying without a method asks to complete the information and sends nothing", async () => {
    const fetch = topupApi(() => ok(serverList));
    vi.stubGlobal("fetch", fetch);
    renderPage(<PaymentPage />, { path: "/payment" });
    await screen.findByTestId("role-card");
    fireEvent.click(await screen.findByText("60 Diamonds"));
    fireEvent.click(screen.getByRole("button", { name: /^Pay/ }));
    await waitFor(() => expect(toastState.get()?.text).toBe("Please complete all information"));
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith("/api/pay"))).toBe(false);
  });
});
