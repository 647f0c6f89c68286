import { type DehydratedState, type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider } from "antd-mobile";
import { type ReactNode, useEffect, useState } from "react";
import { RouterProvider } from "react-router";
import { type AntdLocale, useAntdLocale } from "../lib/antd-locale";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

/** What surrounds the router, in the browser and on the server (entry-server.tsx). */
export function AppProviders({
  antdLocale,
  queryClient,
  children,
}: {
  antdLocale?: AntdLocale;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const locale = useAntdLocale(antdLocale);
  return (
    <ConfigProvider {...(locale ? { locale } : {})}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}

/**
 * `antdLocale`: antd-mobile's texts in the player's language, loaded before the first render.
 * `answers`: the API answers the server rendered the page with (hydrating its HTML), if it did.
 */
export function App({ antdLocale, answers }: { antdLocale?: AntdLocale; answers?: DehydratedState }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // TanStack's `hydrate` without its module on the first screen: the server sends successful answers only.
    for (const { queryKey, state } of answers?.queries ?? [])
      client.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
    return client;
  });
  const [router] = useState(createAppRouter);
  // A server-rendered page takes taps from here on (global.css): the app has hydrated it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <AppProviders antdLocale={antdLocale} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
