import { matchRoutes } from "react-router";

/**
 * The route table of spec section 2: every screen with its name and path. Pure data, so tests
 * and browser journeys can walk it; router.tsx turns it into routes with lazy pages.
 */

/** The personal area's pages (issue #5). */
export type AccountPageName =
  | "me"
  | "myHead"
  | "myNick"
  | "bindMail"
  | "changeMail"
  | "bindPhone"
  | "changePhone"
  | "cancel"
  | "shielding"
  | "securityCentre"
  | "password"
  | "realName"
  | "settings"
  | "customerService"
  | "clause";

/** The pages that exist so far; every other route shows NotAvailable. */
export type GamePageName =
  | "hotGame"
  | "gameCatalogue"
  | "myGame"
  | "gameDetail"
  | "gameIntro"
  | "gameGift"
  | "gameNews";

/** News, notices and the video zone (issue #4); topics and events (issue #18). */
export type NewsPageName = "news" | "newsDetail" | "notices" | "video" | "topic" | "event";

/** The forum's pages (issue #8); not spec routes (the spec lists the forum by its calls only). */
export type ForumPageName =
  | "forums"
  | "forumBoard"
  | "post"
  | "postEditor"
  | "forumPlayer"
  | "collect"
  | "moderation";

/** The gift centre, points and mall pages (issue #6). */
export type GiftPageName =
  | "gift"
  | "giftCenter"
  | "missionGift"
  | "mall"
  | "giftDetail"
  | "gameBox"
  | "score";

/** The top-up pages (issue #7) and discount coupons (from #6). */
export type TopupPageName =
  | "payment"
  | "paymentSuccess"
  | "paymentPending"
  | "paymentFail"
  | "storedActivity"
  | "rechargeHistory"
  | "discountCoupon";

/** Search across games, news and forum posts (issue #21): not a spec route; reached from the home page. */
export type SearchPageName = "search";

/** The message centre (issue #9): not a spec route; reached from Mine. */
export type MessagePageName = "messages" | "messageSettings";

export type PageName =
  | "home"
  | "mine"
  | "notAvailable"
  | AccountPageName
  | GamePageName
  | NewsPageName
  | GiftPageName
  | TopupPageName
  | ForumPageName
  | MessagePageName
  | SearchPageName;

export interface RouteEntry {
  name: string;
  /** Relative to the parent for children ("" is the index child). */
  path: string;
  page?: PageName;
  /** A visitor sees the login sheet instead of the page. */
  signedIn?: boolean;
  /** The page brings its own bottom bar (e.g. the game detail's follow/download/start). */
  hideFooter?: boolean;
  /** Not a spec route: where unbuilt entries (e.g. of Mine) lead. */
  extra?: boolean;
  /** Where "back" leads when the page was opened directly; default: the nearest route above its path. */
  parent?: string;
  children?: RouteEntry[];
}

export const routeTable: RouteEntry[] = [
  { name: "game", path: "/", page: "home" },
  {
    name: "gameDetailWrapper",
    path: "/game/:appId",
    page: "gameDetail",
    hideFooter: true,
    children: [
      { name: "gameDetail", path: "", page: "gameIntro", hideFooter: true },
      { name: "tabGift", path: "gift", page: "gameGift", hideFooter: true },
      { name: "tabNews", path: "news", page: "gameNews", hideFooter: true },
    ],
  },
  { name: "hotGame", path: "/hotGame", page: "hotGame" },
  { name: "gameCatalogue", path: "/games", page: "gameCatalogue", extra: true },
  { name: "search", path: "/search", page: "search", extra: true, parent: "/" },
  { name: "myGame", path: "/mine/myGame", page: "myGame", signedIn: true, extra: true },
  { name: "notices", path: "/notices", page: "notices" },
  { name: "news", path: "/news", page: "news" },
  { name: "newsDetail", path: "/news/:newsId", page: "newsDetail", hideFooter: true },
  { name: "video", path: "/video", page: "video" },
  { name: "topic", path: "/topic/:topicId", page: "topic", hideFooter: true, extra: true, parent: "/" },
  { name: "event", path: "/event/:topicId", page: "event", hideFooter: true, extra: true, parent: "/" },
  { name: "gift", path: "/gift", page: "gift" },
  { name: "giftCenter", path: "/gift/giftCenter", page: "giftCenter" },
  { name: "missionGift", path: "/gift/missionGift", page: "missionGift" },
  { name: "mall", path: "/gift/mall", page: "mall" },
  { name: "giftDetail", path: "/gift/:giftId", page: "giftDetail" },
  { name: "mine", path: "/mine", page: "mine" },
  { name: "me", path: "/mine/me", page: "me", signedIn: true },
  { name: "myHead", path: "/mine/myHead", page: "myHead", signedIn: true },
  { name: "myNick", path: "/mine/myNick", page: "myNick", signedIn: true },
  { name: "bindMail", path: "/mine/bindMail", page: "bindMail", signedIn: true },
  { name: "changeMail", path: "/mine/changeMail", page: "changeMail", signedIn: true },
  { name: "bindPhone", path: "/mine/bindPhone", page: "bindPhone", signedIn: true },
  { name: "changePhone", path: "/mine/changePhone", page: "changePhone", signedIn: true },
  { name: "gameBox", path: "/mine/gameBox", page: "gameBox", signedIn: true },
  { name: "discountCoupon", path: "/mine/discountCoupon", page: "discountCoupon", signedIn: true },
  { name: "cancel", path: "/mine/cancel", page: "cancel", signedIn: true },
  { name: "score", path: "/mine/score", page: "score", signedIn: true },
  { name: "payment", path: "/payment", page: "payment", signedIn: true, hideFooter: true },
  {
    name: "paymentSuccess",
    path: "/payment/success/:order_no",
    page: "paymentSuccess",
    signedIn: true,
    parent: "/mine/rechargeHistory",
  },
  {
    name: "PaymentPending",
    path: "/payment/pending/:order_no/:msg?",
    page: "paymentPending",
    signedIn: true,
    parent: "/mine/rechargeHistory",
  },
  {
    name: "PaymentFail",
    path: "/payment/fail/:order_no/:msg?",
    page: "paymentFail",
    signedIn: true,
    parent: "/mine/rechargeHistory",
  },
  { name: "storedActivity", path: "/payment/storedActivity", page: "storedActivity" },
  { name: "shielding", path: "/shielding", page: "shielding" },
  { name: "securityCentre", path: "/mine/security", page: "securityCentre", signedIn: true, extra: true },
  { name: "password", path: "/mine/password", page: "password", signedIn: true, extra: true },
  { name: "realName", path: "/mine/realName", page: "realName", signedIn: true, extra: true },
  { name: "settings", path: "/mine/settings", page: "settings", extra: true },
  { name: "customerService", path: "/mine/customerService", page: "customerService", extra: true },
  { name: "clause", path: "/clause", page: "clause", extra: true, parent: "/mine/settings" },
  { name: "forums", path: "/forums", page: "forums", extra: true },
  { name: "moderation", path: "/forums/moderation", page: "moderation", signedIn: true, extra: true },
  { name: "forumBoard", path: "/forum/:forumId", page: "forumBoard", extra: true, parent: "/forums" },
  {
    name: "newPost",
    path: "/post/new",
    page: "postEditor",
    signedIn: true,
    hideFooter: true,
    extra: true,
    parent: "/forums",
  },
  { name: "post", path: "/post/:postId", page: "post", hideFooter: true, extra: true, parent: "/forums" },
  {
    name: "editPost",
    path: "/post/:postId/edit",
    page: "postEditor",
    signedIn: true,
    hideFooter: true,
    extra: true,
  },
  { name: "forumPlayer", path: "/user/:uid", page: "forumPlayer", extra: true, parent: "/forums" },
  { name: "collect", path: "/mine/collect", page: "collect", signedIn: true, extra: true },
  { name: "messages", path: "/mine/messages", page: "messages", signedIn: true, extra: true },
  {
    name: "messageSettings",
    path: "/mine/messages/settings",
    page: "messageSettings",
    signedIn: true,
    extra: true,
  },
  {
    name: "rechargeHistory",
    path: "/mine/rechargeHistory",
    page: "rechargeHistory",
    signedIn: true,
    extra: true,
  },
  { name: "notAvailable", path: "/coming-soon", extra: true },
];

export interface FlatRoute {
  name: string;
  path: string;
  entry: RouteEntry;
}

/** Every named route with its full path ("/game/:appId/gift"), parents before children. */
export function flattenRoutes(entries: RouteEntry[] = routeTable, parent = ""): FlatRoute[] {
  return entries.flatMap((entry) => {
    const path = joinPath(parent, entry.path);
    return [{ name: entry.name, path, entry }, ...flattenRoutes(entry.children ?? [], path)];
  });
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith("/")) return path;
  if (path === "") return parent;
  return `${parent.replace(/\/$/, "")}/${path}`;
}

/** The full path of a named route, e.g. routePath("gameBox") → "/mine/gameBox". */
export function routePath(name: string): string {
  const found = flattenRoutes().find((route) => route.name === name);
  if (!found) throw new Error(`unknown route ${name}`);
  return found.path;
}

/** The named route a path shows, ranked as the router ranks them ("/post/new" before "/post/:postId"). */
export function routeOf(pathname: string): FlatRoute | undefined {
  const pages = flattenRoutes()
    .filter((route) => route.entry.page)
    .map((route) => ({ path: route.path, route }));
  return matchRoutes(pages, pathname)?.at(-1)?.route.route;
}

/**
 * Where "back" leads from a page opened directly (no history inside the app): its declared parent,
 * else the nearest route above its path ("/mine/myNick" → "/mine", "/game/3/gift" → "/game/3"),
 * else home. Never out of the site.
 */
export function parentPath(pathname: string): string {
  const own = routeOf(pathname);
  if (own?.entry.parent) return own.entry.parent;
  const parts = pathname.split("/").filter(Boolean);
  for (let length = parts.length - 1; length > 0; length -= 1) {
    const candidate = `/${parts.slice(0, length).join("/")}`;
    const route = routeOf(candidate);
    if (route && route !== own) return candidate;
  }
  return "/";
}
