import type { Order, OrderStatus } from "@portal/contracts/topup";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { setupSignedInTests } from "../../../testing/render";
import { PaymentPendingPage, PaymentSuccessPage } from "./PaymentResultPages";

setupSignedInTests();
afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: "ok", data }));
const result = (status: OrderStatus) =>
  status === "delivered" ? "success" : status === "failed" ? "fail" : "pending";

const order = (status: OrderStatus): Order => ({
  orderNo: "P1",
  appId: 5,
  gameName: "Star Quest",
  serverId: "s1",
  serverName: "S1",
  roleId: "r1",
  roleName: "Hero",
  roleLevel: 42,
  goodsName: "60 Diamonds",
  region: "US",
  method: "wallet",
  currency: "USD",
  priceMinor: 99,
  discountMinor: 0,
  amountMinor: 99,
  status,
  result: result(status),
  email: null,
  cardSerialLast4: null,
  payUrl: null,
  createdAt: "2026-11-25T10:00:00.000Z",
  expiresAt: "2026-11-25T10:30:00.000Z",
  paidAt: "2026-11-25T10:00:01.000Z",
  deliveredAt: status === "delivered" ? "2026-11-25T10:00:02.000Z" : null,
});

/** The order's status as the server tells it; the test moves it on. */
function orderApi(state: { status: OrderStatus }) {
  return vi.fn(async (input: string) => {
    const path = new URL(input, "http://localhost").pathname;
    if (path === "/api/getOrderStatus")
      return ok({ orderNo: "P1", status: state.status, result: result(state.status) });
    return ok(order(state.status));
  });
}

describe("payment result", () => {
  test("a balance payment being delivered says so, never 'pending review', and turns to success by itself", async () => {
    const state = { status: "paid" as OrderStatus };
    vi.stubGlobal("fetch", orderApi(state));
    const router = createMemoryRouter(
      [
        { path: "/payment/pending/:order_no/:msg?", element: <PaymentPendingPage /> },
        { path: "/payment/success/:order_no", element: <PaymentSuccessPage /> },
      ],
      { initialEntries: ["/payment/pending/P1"] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Paid — delivering to your role")).toBeTruthy();
    expect(screen.queryByText("Payment result pending review")).toBeNull();
    state.status = "delivered";
    // Delivery is polled every second while the order is paid: success within about a second.
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment/success/P1"), {
      timeout: 2500,
    });
    expect(await screen.findByText("Payment successful")).toBeTruthy();
  });
});
