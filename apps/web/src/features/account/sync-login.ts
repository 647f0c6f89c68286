import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

const REQUIRED = ["appId", "openId", "tm", "sign"] as const;
const OPTIONAL = ["serverId", "roleId", "nickname"] as const;

/** The params the host game passes, or null when the page was not opened by a game. */
export function readSyncLoginParams(search: string): Record<string, string> | null {
  const query = new URLSearchParams(search);
  if (REQUIRED.some((name) => !query.get(name))) return null;
  const params: Record<string, string> = {};
  for (const name of [...REQUIRED, ...OPTIONAL]) {
    const value = query.get(name);
    if (value) params[name] = value;
  }
  return params;
}

const handled = new Set<string>();

/**
 * Sync-login: the host game opens the portal with signed params. They leave the address bar at
 * once (a reload must not replay them); the call itself loads only when needed.
 */
export function useSyncLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const params = readSyncLoginParams(location.search);
    if (!params || handled.has(location.search)) return;
    handled.add(location.search);

    const rest = new URLSearchParams(location.search);
    for (const name of [...REQUIRED, ...OPTIONAL]) rest.delete(name);
    const search = rest.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true },
    );
    void import("./sync-login-call").then(({ syncLoginWith }) => syncLoginWith(params, queryClient));
  }, [location.search, location.pathname, location.hash, navigate, queryClient]);
}
