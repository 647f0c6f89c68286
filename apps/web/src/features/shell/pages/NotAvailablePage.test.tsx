import { fireEvent, screen } from "@testing-library/react";
import { afterAll, describe, expect, test } from "vitest";
import { renderPage, setupI18n } from "../../../testing/render";
import { NotAvailablePage } from "./NotAvailablePage";

afterAll(() => setupI18n("en"));

describe("NotAvailable page", () => {
  test("shows the spec's text, the page's title and a way back", async () => {
    await setupI18n("en");
    const { router } = renderPage(<NotAvailablePage />, {
      path: "/mine/gameBox",
      handle: { name: "gameBox" },
    });
    expect(screen.getByText("The function is not available yet, please stay tuned.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Game box" })).toBeTruthy();
    // The header's arrow and the button under the text both go back.
    expect(screen.getAllByRole("button", { name: "Back" })).toHaveLength(2);
    fireEvent.click(screen.getAllByRole("button", { name: "Back" })[1] as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Opened directly (no history in the app): back leads to the page's parent in the portal.
    expect(router.state.location.pathname).toBe("/mine");
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
  });

  test("is translated", async () => {
    await setupI18n("th");
    renderPage(<NotAvailablePage />, { handle: { name: "mall" } });
    expect(screen.getByText("ฟังก์ชันนี้ยังไม่เปิดให้บริการ โปรดติดตาม")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "ร้านค้าแต้ม" })).toBeTruthy();
  });
});
