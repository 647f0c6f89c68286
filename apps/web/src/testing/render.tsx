import type { Language } from "@portal/contracts/languages";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { createQueryClient } from "../app/query-client";
import i18n, { allNamespaces, changeLanguage, initI18n } from "../lib/i18n";

/** The real catalogues, as the app loads them; every namespace at once, so no component waits. */
export async function setupI18n(language: Language = "en") {
  if (!i18n.isInitialized) await initI18n(language);
  else await changeLanguage(language);
  await i18n.loadNamespaces(allNamespaces);
  return i18n;
}

/**
 * Renders a page inside the app's providers, at `path`, with route `handle` data if given; under
 * its `route` pattern (e.g. "/news/:newsId") when the page reads the address's parameters.
 */
export function renderPage(
  page: ReactNode,
  options: { path?: string; route?: string; handle?: unknown; queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? createQueryClient();
  const route = { path: options.route ?? "*", element: page, handle: options.handle };
  const router = createMemoryRouter([route], {
    initialEntries: [options.path ?? "/"],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}

/** The API's success envelope around `data`, as `fetch` would answer. */
export const apiOk = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: "ok", data }));

/** Signs a test player in (the server's readable sign-in cookie) or out (null). */
export const setSignedIn = (uid: number | null) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the server's readable sign-in cookie, as a test fixture
  document.cookie = uid === null ? "user=; max-age=0; path=/" : `user=${uid}; path=/`;
};

/** The set-up of a file whose tests all run for a signed-in player: English, player `uid` signed in around each test. */
export function setupSignedInTests(uid = 7) {
  beforeAll(() => setupI18n("en"));
  beforeEach(() => setSignedIn(uid));
  afterEach(() => setSignedIn(null));
}
