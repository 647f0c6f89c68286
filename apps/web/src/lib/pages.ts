/** Every loaded page's items in one list (a missing page, never from our server, counts as empty). */
export function allItems<T>(data: { pages: ({ items: T[] } | null | undefined)[] } | undefined): T[] {
  return data?.pages.flatMap((page) => page?.items ?? []) ?? [];
}
