import type { ConsoleRouteContract } from "@portal/contracts/console/route";
import type { BodyOf } from "@portal/contracts/route";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "./api";

const auditKey = ["console", "audit"] as const;

/** A staff change: `send` it, then refresh what it touched (`refresh`) and the audit log it wrote to. */
export function useChange<B, R>(refresh: QueryKey, send: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: refresh }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}

/** The change one console route makes, with the body its contract types. */
export const useRouteChange = <C extends ConsoleRouteContract>(route: C, refresh: QueryKey) =>
  useChange(refresh, (body: BodyOf<C>) => call(route, { body }));

/** A change hook's result, as a form sends through it. */
interface Sender<B> {
  mutateAsync: (body: B) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The save of an item's form: a new item (`item` undefined) goes to `create`, an existing one to
 * `update` with what names it (`keys`: its id and the version the editor saw).
 */
export function itemSave<T, B, K>(
  item: T | undefined,
  create: Sender<B>,
  update: Sender<NoInfer<B> & K>,
  keys: (item: T) => K,
) {
  return {
    save: (body: B) => (item ? update.mutateAsync({ ...body, ...keys(item) }) : create.mutateAsync(body)),
    saving: create.isPending || update.isPending,
  };
}
