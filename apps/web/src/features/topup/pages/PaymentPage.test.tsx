import * as topup from "@portal/contracts/refs/topup";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { toastState } from "../../../lib/toast";
import { answerApi, type Refusal, refuse } from "../../../testing/api";
import { renderPage, setupSignedInTests } from "../../../testing/render";
import { type Servers, serverList, topupHandlers } from "../test-fixtures";
import { PaymentPage } from "./PaymentPage";

setupSignedInTests();
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The flow's calls; `servers` answers the server list (it may refuse the first time). */
const topupApi = (servers?: () => Servers | Refusal) => answerApi(...topupHandlers(servers));

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

  test("the first screen stays hidden in a placeholder until game, server, role, region and goods are in", async () => {
    topupApi();
    const { container } = renderPage(<PaymentPage />, { path: "/payment" });
    expect(screen.getByTestId("page-loading")).toBeTruthy();
    expect(container.querySelector("[data-loading]")).not.toBeNull();
    expect((await screen.findByTestId("role-card")).textContent).toContain("Hero · Lv. 42");
    expect(screen.getByText("60 Diamonds")).toBeTruthy();
    expect(screen.queryByTestId("page-loading")).toBeNull();
    expect(container.querySelector("[data-loading]")).toBeNull();
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
