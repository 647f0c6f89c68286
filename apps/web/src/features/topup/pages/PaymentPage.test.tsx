import { eventList } from "@portal/contracts/refs/platform";
import * as topup from "@portal/contracts/refs/topup";
import type { DataOf } from "@portal/contracts/route";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { toastState } from "../../../lib/toast";
import { answerApi, handle, type Refusal, refuse } from "../../../testing/api";
import { renderPage, setupSignedInTests } from "../../../testing/render";
import { PaymentPage } from "./PaymentPage";

setupSignedInTests();
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

type Servers = DataOf<typeof topup.getServerList>;

const serverList: Servers = [
  { serverId: "s1", name: "Asia-1", last: true },
  { serverId: "s2", name: "Asia-2", last: false },
];

/** The flow's calls, typed by the contracts; `servers` answers the server list (it may refuse the first time). */
function topupApi(servers: () => Servers | Refusal = () => serverList) {
  return answerApi(
    handle(topup.topupGames, [{ appId: 5, name: "Star Quest", icon: "", recent: true }]),
    handle(topup.getServerList, servers),
    handle(topup.getRolelist, ({ query }) =>
      query.serverId === "s2"
        ? [{ roleId: "r9", name: "Nova", level: 3, last: false }]
        : [
            { roleId: "r1", name: "Hero", level: 42, last: true },
            { roleId: "r2", name: "Alt", level: 7, last: false },
          ],
    ),
    handle(topup.getRegion, {
      regions: [{ id: "US", currency: "USD" }],
      suggested: "US",
      prepaidCard: { serialDigits: 25, pinMinLength: 4, pinMaxLength: 20 },
    }),
    handle(topup.getGoodsList, [
      { goodsId: 1, name: "60 Diamonds", priceMinor: 99, currency: "USD", points: 10 },
    ]),
    handle(topup.getThirdPaymentList, {
      methods: [
        { id: "card", variant: "redirect", external: true, validityMinutes: 30 },
        { id: "ppCard", variant: "prepaidCard", external: false, validityMinutes: 10 },
      ],
      walletMinor: 0,
      boundMail: true,
    }),
    handle(eventList, []),
    handle(topup.discountCoupons, []),
  );
}

describe("the top-up flow", () => {
  test("a server list that fails to load says so, and Retry loads it; the last role is chosen", async () => {
    let calls = 0;
    topupApi(() => (++calls === 1 ? refuse(4810, "The game server is not answering", 503) : serverList));
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
    const calls = topupApi();
    renderPage(<PaymentPage />, { path: "/payment" });
    expect((await screen.findByTestId("role-card")).textContent).toContain("Nova · Lv. 3");
    await waitFor(() =>
      expect(calls.to(topup.getRolelist).map((call) => call.url.search)).toContain("?appId=5&serverId=s2"),
    );
  });

  test("paying without a method asks to complete the information and sends nothing", async () => {
    const calls = topupApi();
    renderPage(<PaymentPage />, { path: "/payment" });
    await screen.findByTestId("role-card");
    fireEvent.click(await screen.findByText("60 Diamonds"));
    fireEvent.click(screen.getByRole("button", { name: /^Pay/ }));
    await waitFor(() => expect(toastState.get()?.text).toBe("Please complete all information"));
    expect(calls.to(topup.pay)).toEqual([]);
  });

  test("a prepaid card is checked by the contract's rules before anything is sent", async () => {
    const calls = topupApi();
    renderPage(<PaymentPage />, { path: "/payment" });
    await screen.findByTestId("role-card");
    fireEvent.click(await screen.findByText("60 Diamonds"));
    fireEvent.click(await screen.findByText("Prepaid card"));
    const serial = await screen.findByRole("textbox", { name: "Card serial (25 digits)" });
    expect(serial.getAttribute("maxlength")).toBe("25");
    fireEvent.change(serial, { target: { value: "1234" } });
    fireEvent.click(screen.getByRole("button", { name: /^Pay/ }));
    expect((await screen.findByRole("alert")).textContent).toBe("the card serial is exactly 25 digits");
    fireEvent.change(serial, { target: { value: "1".repeat(25) } });
    fireEvent.change(screen.getByRole("textbox", { name: "Card PIN" }), { target: { value: "ab1" } });
    fireEvent.click(screen.getByRole("button", { name: /^Pay/ }));
    await waitFor(() =>
      expect(toastState.get()?.text).toBe("Prepaid card PIN: the card PIN is 4 to 20 letters or digits"),
    );
    expect(calls.to(topup.pay)).toEqual([]);
  });
});
