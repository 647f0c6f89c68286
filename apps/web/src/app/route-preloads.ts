/**
 * What the server's HTML shell of a route asks the browser for at once, beside the page's chunk
 * (route-preloads-plugin.ts; read at build only, so the app's bundle does not carry it), by route name
 * (routes.ts): the catalogues its first screen reads and its first API calls exactly as the page makes
 * them (`:name` is the address's parameter). A child route adds to its parent's. The server's renderer
 * reads which routes it renders from here too.
 */
export interface RoutePreloadHints {
  namespaces?: string[];
  data?: string[];
  /** The server renders the route's first screen (entry-server.tsx) and the browser hydrates it. */
  render?: boolean;
}

export const routePreloadHints: Record<string, RoutePreloadHints> = {
  game: {
    render: true,
    namespaces: ["games"],
    data: ["/api/indexInfo", "/api/gameList?sort=newest&page=1&pageSize=10", "/api/alertWin"],
  },
  gameDetailWrapper: { namespaces: ["gameDetail", "games", "news"], data: ["/api/game/:appId"] },
  // The details tab: the topic strip above the introduction, which the sections below wait for.
  gameDetail: { render: true, namespaces: ["reviews"], data: ["/api/activity?appId=:appId"] },
  news: { render: true, namespaces: ["news"], data: ["/api/gameNewsCats", "/api/news?page=1&pageSize=10"] },
  gameCatalogue: { render: true, namespaces: ["games"] },
  giftCenter: { render: true, namespaces: ["gifts", "validation"] },
  mall: { render: true, namespaces: ["gifts"] },
  forumBoard: { render: true, namespaces: ["forums", "reviews"] },
  // Its calls depend on the signed-in player's choices (the recent game → its servers → the chosen
  // server's roles), each answer one more render. Rendered for a signed-in player only; the first calls
  // that depend on nothing are asked at once when the server could not render it in time.
  payment: { render: true, namespaces: ["topup"], data: ["/api/topupGames", "/api/getRegion"] },
};
