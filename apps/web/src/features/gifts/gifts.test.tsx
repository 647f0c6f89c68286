import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, test, vi } from "vitest";
import { signInPromptState } from "../../lib/sign-in-prompt";
import { toastState } from "../../lib/toast";
import { renderPage } from "../../testing/render";
import { fakeServer, page, setSignedIn, setupReviewTests } from "../reviews/test-fixtures";
import type { MallProduct } from "./api";
import { ExchangeSheet } from "./components/ExchangeSheet";
import { PackList } from "./components/PackList";
import { SignInCard } from "./components/SignInCard";
import { giftPack } from "./test-fixtures";

setupReviewTests();

function renderWith(element: ReactNode, routes: Record<string, unknown>) {
  const fetch = vi.fn(fakeServer(routes));
  vi.stubGlobal("fetch", fetch);
  renderPage(element);
  return (path: string) =>
    fetch.mock.calls
      .filter(([url]) => new URL(String(url), "http://localhost").pathname === path)
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

describe("packs", () => {
  test("claiming shows the code with copy and the spec's success text", async () => {
    setSignedIn(5);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const sent = renderWith(<PackList kind="code" />, {
      "/api/giftList": page([giftPack()]),
      "/api/doleGift": { giftId: 7, code: "ABCD-1234", validUntil: "2030-01-31T00:00:00.000Z", points: 0 },
    });
    const card = await screen.findByTestId("pack-card");
    expect(within(card).getByText("3 / 50 left")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Claim" }));
    expect(await screen.findByText("Pack claimed successfully: redeem in the game immediately")).toBeTruthy();
    expect(sent("/api/doleGift")).toEqual([{ giftId: 7 }]);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("gift-code").textContent).toBe("ABCD-1234");
    fireEvent.click(within(dialog).getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("ABCD-1234"));
    await waitFor(() => expect(toastState.get()?.text).toBe("Code copied"));
  });

  test("an e-mail pack asks for the bound e-mail and sends it", async () => {
    setSignedIn(5);
    const sent = renderWith(<PackList kind="code" />, {
      "/api/giftList": page([giftPack({ needsEmail: true })]),
      "/api/doleGift": { giftId: 7, code: "MAIL-0001", validUntil: "2030-01-31T00:00:00.000Z", points: 0 },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Claim" }));
    fireEvent.change(await screen.findByPlaceholderText("Bound e-mail"), {
      target: { value: "me@example.com" },
    });
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
    await waitFor(() => expect(sent("/api/doleGift")).toEqual([{ giftId: 7, email: "me@example.com" }]));
  });

  test("the e-mail's problem shows under the e-mail field, not as a toast over it", async () => {
    setSignedIn(5);
    toastState.set(null);
    const sent = renderWith(<PackList kind="code" />, {
      "/api/giftList": page([giftPack({ needsEmail: true })]),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Claim" }));
    const input = await screen.findByPlaceholderText("Bound e-mail");
    fireEvent.change(input, { target: { value: "me@example" } });
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Claim" }));
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    expect(within(dialog).getByText("enter a correct e-mail address")).toBeTruthy();
    expect(toastState.get()).toBeNull();
    expect(sent("/api/doleGift")).toEqual([]);
  });

  test("a refusal that is not about the e-mail closes the dialog and is a toast, not an e-mail error", async () => {
    setSignedIn(5);
    toastState.set(null);
    const answer = fakeServer({ "/api/giftList": page([giftPack({ needsEmail: true })]) });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) =>
        new URL(input, "http://localhost").pathname === "/api/doleGift"
          ? new Response(JSON.stringify({ code: 4704, msg: "This pack is sold out", data: null }), {
              status: 409,
            })
          : answer(input, init),
      ),
    );
    renderPage(<PackList kind="code" />);
    fireEvent.click(await screen.findByRole("button", { name: "Claim" }));
    fireEvent.change(await screen.findByPlaceholderText("Bound e-mail"), {
      target: { value: "me@example.com" },
    });
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Claim" }));
    await waitFor(() => expect(toastState.get()?.text).toBe("This pack is sold out"));
    expect(screen.queryByText("This pack is sold out", { selector: "[role=alert]" })).toBeNull();
  });

  test("a visitor gets the login sheet; claimed, sold-out and locked packs say so", async () => {
    const sent = renderWith(<PackList kind="code" />, {
      "/api/giftList": page([
        giftPack({ giftId: 1 }),
        giftPack({ giftId: 2, state: "claimed", code: "MINE-0002" }),
        giftPack({ giftId: 3, state: "soldOut", remaining: 0 }),
        giftPack({ giftId: 4, state: "locked", missing: "vip", minVipLevel: 3 }),
      ]),
    });
    const cards = await screen.findAllByTestId("pack-card");
    fireEvent.click(within(cards[0] as HTMLElement).getByRole("button", { name: "Claim" }));
    expect(signInPromptState.get().open).toBe(true);
    expect(sent("/api/doleGift")).toEqual([]);
    expect(within(cards[1] as HTMLElement).getByTestId("gift-code").textContent).toBe("MINE-0002");
    const soldOut = within(cards[2] as HTMLElement).getByRole("button", {
      name: "Sold out",
    }) as HTMLButtonElement;
    expect(soldOut.disabled).toBe(true);
    expect(within(cards[3] as HTMLElement).getByRole("button", { name: "VIP only" })).toBeTruthy();
    expect(within(cards[3] as HTMLElement).getByText("VIP 3+")).toBeTruthy();
  });
});

describe("daily sign-in", () => {
  test("signing in sends the device's time zone and shows the points won", async () => {
    setSignedIn(5);
    let signed = false;
    const state = () => ({
      signedToday: signed,
      streak: signed ? 1 : 0,
      todayPoints: 5,
      table: [5, 10],
      balance: 5,
    });
    const sent = renderWith(<SignInCard />, {
      "/api/isSign": () => state(),
      "/api/sign": () => {
        signed = true;
        return state();
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(toastState.get()?.text).toBe("Signed in: +5 points"));
    expect(sent("/api/sign")[0]).toHaveProperty("timeZone");
    expect(await screen.findByRole("button", { name: "Signed" })).toBeTruthy();
  });
});

describe("exchanging a product", () => {
  const tShirt: MallProduct = {
    productId: 3,
    section: "general",
    physical: true,
    name: "Portal T-shirt",
    contents: "Cotton, size L",
    instructions: "",
    pointsCost: 800,
    stock: 3,
    minVipLevel: 0,
    blocked: null,
  };

  test("a physical product offers the last address and sends what the player confirms", async () => {
    setSignedIn(5);
    const last = { name: "Mai", phone: "0901234567", address: "12 Le Loi, HCMC" };
    const sent = renderWith(<ExchangeSheet product={tShirt} onClose={() => {}} />, {
      "/api/bonusGetLastAddr": last,
      "/api/bonusDoleProduct": { exchangeId: 1, balance: 400 },
    });
    const name = await screen.findByLabelText("Recipient");
    await waitFor(() => expect((name as HTMLInputElement).value).toBe("Mai"));
    fireEvent.change(screen.getByLabelText("Delivery address"), {
      target: { value: "34 Hai Ba Trung, HCMC" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Exchange for 800 points" }));
    await waitFor(() =>
      expect(sent("/api/bonusDoleProduct")).toEqual([
        { productId: 3, quantity: 1, address: { ...last, address: "34 Hai Ba Trung, HCMC" } },
      ]),
    );
    await waitFor(() => expect(toastState.get()?.text).toBe("Exchanged. Balance: 400 points"));
  });
});
