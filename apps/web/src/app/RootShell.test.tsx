import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { signInPromptState } from "../lib/sign-in-prompt";
import { closeVideo, openVideo } from "../lib/video-overlay";
import { setupI18n } from "../testing/render";
import { createQueryClient } from "./query-client";
import { appRoutes } from "./router";

beforeAll(() => setupI18n("en"));
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: "", data: null }))),
  );
});
afterEach(() => {
  // Unmount first: a lazy page still loading would otherwise fetch after the stub is gone.
  cleanup();
  vi.unstubAllGlobals();
  signInPromptState.set({ open: false });
  // biome-ignore lint/suspicious/noDocumentCookie: the server's readable sign-in cookie, as a test fixture
  document.cookie = "user=; max-age=0; path=/";
});

function renderApp(path: string, basename?: string) {
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [basename ? `${basename}${path}` : path],
    basename,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("root shell", () => {
  test("home has the banner, the page, the language choice and the six footer tabs", async () => {
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "All games" })).toBeTruthy();
    expect(screen.getByRole("complementary", { name: "Download the app" })).toBeTruthy();
    expect(screen.getByLabelText("Language")).toBeTruthy();
    const tabs = within(screen.getByRole("navigation", { name: "Main navigation" })).getAllByRole("link");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Game", "/hotGame"],
      ["Pack", "/gift"],
      ["Top Up", "/payment"],
      ["News", "/news"],
      ["Mine", "/mine"],
    ]);
    expect(tabs[0]?.getAttribute("aria-current")).toBe("page");
  });

  test("the head names the page, describes the portal in the player's language and gives its address without the query", async () => {
    renderApp("/news?utm=x", "/dist");
    await waitFor(() => expect(document.title).toBe("News · Game Portal"));
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/gift codes/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${location.origin}/dist/news`,
    );
    // Its page view is sent while fetch is still this test's stub.
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => url === "/api/stats")).toBe(true));
    window.history.replaceState(null, "", "/");
  });

  test("opening a video shows the full-screen overlay (its code loads on demand); closing removes it", async () => {
    renderApp("/coming-soon");
    await screen.findByText("The function is not available yet, please stay tuned.");
    expect(screen.queryByRole("dialog")).toBeNull();
    openVideo("https://www.youtube.com/embed/demo", { kind: "frame" });
    expect(await screen.findByRole("dialog", {}, { timeout: 5000 })).toBeTruthy();
    closeVideo();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  test("an unbuilt feature shows NotAvailable, never a blank page", async () => {
    // Every route of the spec is built now; Mine's entries to unbuilt areas lead here.
    renderApp("/coming-soon");
    expect(await screen.findByText("The function is not available yet, please stay tuned.")).toBeTruthy();
  });

  test("top-up asks a visitor to sign in, with the spec's message", async () => {
    renderApp("/payment");
    expect(await screen.findAllByText("Not signed in, please sign in first")).not.toHaveLength(0);
    // The gate's text shows first; the prompt opens from its effect just after.
    await waitFor(() =>
      expect(signInPromptState.get()).toMatchObject({
        open: true,
        messageKey: "auth:notSignedIn",
        returnTo: "/payment",
      }),
    );
  });

  test("a signed-in player gets the page itself", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server's readable sign-in cookie, as a test fixture
    document.cookie = "user=7; path=/";
    renderApp("/mine/gameBox");
    expect(await screen.findByRole("heading", { name: "Game box" })).toBeTruthy();
    expect(signInPromptState.get().open).toBe(false);
  });

  test("an unknown address says so", async () => {
    renderApp("/no/such/page");
    expect(await screen.findByText("This page does not exist.")).toBeTruthy();
  });

  test("every navigation reports a page view", async () => {
    renderApp("/news");
    await waitFor(() => {
      const calls = vi.mocked(fetch).mock.calls as unknown as [string, RequestInit][];
      const view = calls.find(([url]) => url === "/api/stats");
      expect(JSON.parse(String(view?.[1].body))).toMatchObject({ path: "/news" });
    });
  });
});
