import type { PaymentRegion } from "@portal/contracts/topup";
import { useCallback, useEffect, useState } from "react";
import { isGameWebview } from "../../../lib/environment";
import { SYNC_LOGIN_KEY } from "../../account/api";
import { useRegions, useRoles, useServers, useTopupGames } from "../api";

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
  let synced: Record<string, string> = {};
  if (isGameWebview()) {
    try {
      synced = JSON.parse(localStorage.getItem(SYNC_LOGIN_KEY) ?? "{}") as Record<string, string>;
    } catch {}
  }
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
 * The player's choice, starting from the address or the webview's sync-login. The most recent game,
 * its last server and role come first and are chosen for the player; the region is the server's
 * suggestion until the player picks one.
 */
export function useTopupChoice(search: URLSearchParams) {
  const [choice, setChoice] = useState<Choice>(() => initialChoice(search));
  const choose = useCallback(
    (next: Partial<Choice>) => setChoice((current) => ({ ...current, ...next })),
    [],
  );
  const games = useTopupGames();
  const servers = useServers(choice.appId);
  const roles = useRoles(choice.appId, choice.serverId);
  const regions = useRegions();

  useEffect(() => {
    const recent = games.data?.find((g) => g.recent);
    if (!choice.appId && recent) choose({ appId: recent.appId });
  }, [games.data, choice.appId, choose]);
  useEffect(() => {
    if (!choice.serverId && servers.data?.length)
      choose({ serverId: (servers.data.find((s) => s.last) ?? servers.data[0])?.serverId });
  }, [servers.data, choice.serverId, choose]);
  useEffect(() => {
    if (!choice.roleId && roles.data?.length)
      choose({ roleId: (roles.data.find((r) => r.last) ?? roles.data[0])?.roleId });
  }, [roles.data, choice.roleId, choose]);

  const region = choice.region ?? (regions.data?.suggested as PaymentRegion | undefined);
  return { choice, setChoice, choose, region };
}
