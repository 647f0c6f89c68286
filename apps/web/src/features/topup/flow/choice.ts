import type { PaymentRegion } from "@portal/contracts/topup";
import { useCallback, useState } from "react";
import { isGameWebview } from "../../../lib/environment";
import { readSyncLogin } from "../../account/api";
import { firstServer, useRegions, useRoles, useServers, useTopupGames } from "../api";

/** What the player has chosen so far in the top-up flow. */
export interface Choice {
  appId?: number;
  serverId?: string;
  roleId?: string;
  goodsId?: number;
  region?: PaymentRegion;
  method?: string;
  couponId?: number;
}

/** What the game webview's sync-login left (game, server, role), or the address's own choice. */
function initialChoice(search: URLSearchParams): Choice {
  const synced = isGameWebview() ? readSyncLogin() : {};
  const pick = (name: string) => search.get(name) ?? synced[name] ?? undefined;
  const number = (name: string) => (pick(name) ? Number(pick(name)) : undefined);
  return {
    appId: number("appId"),
    serverId: pick("serverId"),
    roleId: pick("roleId"),
    goodsId: number("goodsId"),
    region: (search.get("region") as PaymentRegion | null) ?? undefined,
  };
}

/**
 * A query whose answer is still to come (disabled ones are not). Unlike `isLoading`, the same on the
 * server, which renders before asking, as in the browser, which asks first.
 */
export const awaited = (query: { isPending: boolean; isEnabled: boolean }) =>
  query.isPending && query.isEnabled;

/**
 * The player's choice, starting from the address or the webview's sync-login. Until the player picks
 * them, the most recent game, its last server and role are chosen for the player and the region is
 * the server's suggestion: read from the answers as the page renders (not set by an effect afterwards),
 * so the server's rendering shows them too (entry-server.tsx) and the browser hydrates the same choice.
 */
export function useTopupChoice(search: URLSearchParams) {
  const [picked, setChoice] = useState<Choice>(() => initialChoice(search));
  const choose = useCallback(
    (next: Partial<Choice>) => setChoice((current) => ({ ...current, ...next })),
    [],
  );
  const games = useTopupGames();
  const appId = picked.appId ?? games.data?.find((g) => g.recent)?.appId;
  const servers = useServers(appId);
  const serverId = picked.serverId ?? (servers.data && firstServer(servers.data));
  const roles = useRoles(appId, serverId);
  const roleId = picked.roleId ?? (roles.data?.find((r) => r.last) ?? roles.data?.[0])?.roleId;
  const regions = useRegions();
  const region = picked.region ?? (regions.data?.suggested as PaymentRegion | undefined);
  const choice = { ...picked, appId, serverId, roleId };
  const loading = [games, servers, roles, regions].some(awaited);
  return { choice, setChoice, choose, region, loading };
}
