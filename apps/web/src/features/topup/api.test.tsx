import * as topup from "@portal/contracts/refs/topup";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";
import { createQueryClient } from "../../app/query-client";
import { answerApi } from "../../testing/api";
import { setupSignedInTests } from "../../testing/render";
import { topupKeys, useServers } from "./api";
import { topupHandlers } from "./test-fixtures";

setupSignedInTests();

describe("the server list", () => {
  test("comes with the roles on the server the flow chooses (the last used), asked right after it", async () => {
    const calls = answerApi(...topupHandlers());
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useServers(5), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    // Already there when the list is: no render in between has to ask for them.
    expect(queryClient.getQueryData(topupKeys.roles(5, "s1"))).toEqual([
      { roleId: "r1", name: "Hero", level: 42, last: true },
      { roleId: "r2", name: "Alt", level: 7, last: false },
    ]);
    expect(calls.to(topup.getRolelist).map((call) => call.url.search)).toEqual(["?appId=5&serverId=s1"]);
  });
});
