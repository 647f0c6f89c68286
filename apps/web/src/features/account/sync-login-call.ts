import { syncLogin } from "@portal/contracts/refs/account";
import type { DataOf } from "@portal/contracts/route";
import type { QueryClient } from "@tanstack/react-query";
import i18n from "../../lib/i18n";
import { API_BASE, get } from "../../lib/request";
import { showToast } from "../../lib/toast";
import { afterSessionChange, rememberSyncLogin } from "./api";

/** 200 stores the params locally and refreshes the user; anything else shows the server's msg. */
export async function syncLoginWith(
  params: Record<string, string>,
  queryClient: QueryClient,
): Promise<boolean> {
  const result = await get<DataOf<typeof syncLogin>>(API_BASE + syncLogin.path, params);
  if (result.code !== 200) {
    showToast(result.msg);
    return false;
  }
  if (result.data?.cancellationWithdrawn) {
    await i18n.loadNamespaces("auth");
    showToast(i18n.t("auth:cancellationWithdrawn"));
  }
  rememberSyncLogin(params);
  await afterSessionChange(queryClient);
  return true;
}
