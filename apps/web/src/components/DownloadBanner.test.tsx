import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { WEBVIEW_MARKER } from "../lib/environment";
import { setupI18n } from "../testing/render";
import { BANNER_DISMISSED_KEY, DownloadBanner } from "./DownloadBanner";

beforeAll(() => setupI18n("en"));
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const renderBanner = () =>
  render(
    <MemoryRouter>
      <DownloadBanner />
    </MemoryRouter>,
  );

describe("download banner", () => {
  test("is shown until dismissed, and stays dismissed", () => {
    const first = renderBanner();
    fireEvent.click(screen.getByRole("button", { name: "Close the banner" }));
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(localStorage.getItem(BANNER_DISMISSED_KEY)).toBe("1");
    first.unmount();
    renderBanner();
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  test("is never shown inside the game webview", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      `Mozilla/5.0 (Linux; Android 14) ${WEBVIEW_MARKER}/2.1`,
    );
    renderBanner();
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
