import { QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider } from "antd-mobile";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { type AntdLocale, useAntdLocale } from "../lib/antd-locale";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

/** `antdLocale`: antd-mobile's texts in the player's language, loaded before the first render. */
export function App({ antdLocale }: { antdLocale?: AntdLocale }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  const locale = useAntdLocale(antdLocale);
  return (
    <ConfigProvider {...(locale ? { locale } : {})}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
