import type { InfiniteData } from "@tanstack/react-query";

/** Every loaded page's items in one list (a missing page, never from our server, counts as empty). */
export function allItems<T>(data: { pages: ({ items: T[] } | null | undefined)[] } | undefined): T[] {
  return data?.pages.flatMap((page) => page?.items ?? []) ?? [];
}

/** A cached infinite list with `change` applied to every loaded item (the cache's updater: none stays none). */
export function mapPageItems<P extends { items: unknown[] }>(
  data: InfiniteData<P> | undefined,
  change: (item: P["items"][number]) => P["items"][number],
): InfiniteData<P> | undefined {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) };
}
