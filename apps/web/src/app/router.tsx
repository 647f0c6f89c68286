import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { RootShell } from "./RootShell";
import { RouteError } from "./RouteError";
import { type PageName, type RouteEntry, routeOf, routeTable } from "./routes";
import { SignInGate } from "./SignInGate";

type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A page in a lazy chunk of its own, which `preload` starts fetching before the router asks for it
 * (settled once the chunk has loaded or failed; the router reports a failure when it renders the page).
 * Once loaded, the page renders directly: `React.lazy` suspends on its first render even when its chunk
 * is already there, and a server-rendered page would then hydrate in a later pass than the app's root,
 * leaving its buttons dead for a moment after the app looks ready (main.tsx loads the page first).
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const start = () => {
    loading ??= load().then((module) => {
      loaded = pick(module);
      return { default: loaded };
    });
    return loading;
  };
  const Lazy: LazyExoticComponent<ComponentType> = lazy(start);
  const Page = () => {
    const Shown = loaded ?? Lazy;
    return <Shown />;
  };
  return Object.assign(Page, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** One lazy chunk per page keeps the first screen small. */
const pages: Record<PageName | "notFound", LazyPage> = {
  home: lazyPage(
    () => import("../features/games/pages/HomePage"),
    (m) => m.HomePage,
  ),
  hotGame: lazyPage(
    () => import("../features/games/pages/HotGamePage"),
    (m) => m.HotGamePage,
  ),
  gameCatalogue: lazyPage(
    () => import("../features/games/pages/CataloguePage"),
    (m) => m.CataloguePage,
  ),
  myGame: lazyPage(
    () => import("../features/games/pages/MyGamePage"),
    (m) => m.MyGamePage,
  ),
  gameDetail: lazyPage(
    () => import("../features/games/pages/GameDetailPage"),
    (m) => m.GameDetailPage,
  ),
  // The game page's tabs are chunks of their own: its header (the LCP picture), tab bar and bottom bar
  // render without waiting for the introduction's reviews, screenshots and packs.
  gameIntro: lazyPage(
    () => import("../features/games/detail/GameIntro"),
    (m) => m.GameIntro,
  ),
  gameGift: lazyPage(
    () => import("../features/gifts/components/GamePacks"),
    (m) => m.GamePacks,
  ),
  gameNews: lazyPage(
    () => import("../features/news/pages/GameNewsTab"),
    (m) => m.GameNewsTab,
  ),
  news: lazyPage(
    () => import("../features/news/pages/NewsPage"),
    (m) => m.NewsPage,
  ),
  newsDetail: lazyPage(
    () => import("../features/news/pages/NewsDetailPage"),
    (m) => m.NewsDetailPage,
  ),
  notices: lazyPage(
    () => import("../features/news/pages/NoticesPage"),
    (m) => m.NoticesPage,
  ),
  video: lazyPage(
    () => import("../features/news/pages/VideoPage"),
    (m) => m.VideoPage,
  ),
  topic: lazyPage(
    () => import("../features/topics/TopicPage"),
    (m) => m.TopicPage,
  ),
  event: lazyPage(
    () => import("../features/topics/TopicPage"),
    (m) => m.EventPage,
  ),
  mine: lazyPage(
    () => import("../features/account/pages/MinePage"),
    (m) => m.MinePage,
  ),
  me: lazyPage(
    () => import("../features/account/pages/ProfilePage"),
    (m) => m.ProfilePage,
  ),
  myHead: lazyPage(
    () => import("../features/account/pages/MyHeadPage"),
    (m) => m.MyHeadPage,
  ),
  myNick: lazyPage(
    () => import("../features/account/pages/MyNickPage"),
    (m) => m.MyNickPage,
  ),
  bindMail: lazyPage(
    () => import("../features/account/pages/BindMailPage"),
    (m) => m.BindMailPage,
  ),
  changeMail: lazyPage(
    () => import("../features/account/pages/ChangeMailPage"),
    (m) => m.ChangeMailPage,
  ),
  bindPhone: lazyPage(
    () => import("../features/account/pages/BindPhonePage"),
    (m) => m.BindPhonePage,
  ),
  changePhone: lazyPage(
    () => import("../features/account/pages/ChangePhonePage"),
    (m) => m.ChangePhonePage,
  ),
  cancel: lazyPage(
    () => import("../features/account/pages/CancelPage"),
    (m) => m.CancelPage,
  ),
  shielding: lazyPage(
    () => import("../features/account/pages/ShieldingPage"),
    (m) => m.ShieldingPage,
  ),
  securityCentre: lazyPage(
    () => import("../features/account/pages/SecurityCentrePage"),
    (m) => m.SecurityCentrePage,
  ),
  password: lazyPage(
    () => import("../features/account/pages/PasswordPage"),
    (m) => m.PasswordPage,
  ),
  realName: lazyPage(
    () => import("../features/account/pages/RealNamePage"),
    (m) => m.RealNamePage,
  ),
  settings: lazyPage(
    () => import("../features/account/pages/SettingsPage"),
    (m) => m.SettingsPage,
  ),
  customerService: lazyPage(
    () => import("../features/account/pages/CustomerServicePage"),
    (m) => m.CustomerServicePage,
  ),
  clause: lazyPage(
    () => import("../features/account/pages/ClausePage"),
    (m) => m.ClausePage,
  ),
  messages: lazyPage(
    () => import("../features/messages/pages/MessagesPage"),
    (m) => m.MessagesPage,
  ),
  messageSettings: lazyPage(
    () => import("../features/messages/pages/MessageSettingsPage"),
    (m) => m.MessageSettingsPage,
  ),
  search: lazyPage(
    () => import("../features/search/pages/SearchPage"),
    (m) => m.SearchPage,
  ),
  forums: lazyPage(
    () => import("../features/forums/pages/ForumsPage"),
    (m) => m.ForumsPage,
  ),
  forumBoard: lazyPage(
    () => import("../features/forums/pages/BoardPage"),
    (m) => m.BoardPage,
  ),
  post: lazyPage(
    () => import("../features/forums/pages/PostPage"),
    (m) => m.PostPage,
  ),
  postEditor: lazyPage(
    () => import("../features/forums/pages/PostEditorPage"),
    (m) => m.PostEditorPage,
  ),
  forumPlayer: lazyPage(
    () => import("../features/forums/pages/PlayerPage"),
    (m) => m.PlayerPage,
  ),
  collect: lazyPage(
    () => import("../features/forums/pages/CollectPage"),
    (m) => m.CollectPage,
  ),
  moderation: lazyPage(
    () => import("../features/forums/pages/ModerationPage"),
    (m) => m.ModerationPage,
  ),
  gift: lazyPage(
    () => import("../features/gifts/pages/GiftHomePage"),
    (m) => m.GiftHomePage,
  ),
  giftCenter: lazyPage(
    () => import("../features/gifts/pages/GiftCentrePage"),
    (m) => m.GiftCentrePage,
  ),
  missionGift: lazyPage(
    () => import("../features/gifts/pages/MissionGiftPage"),
    (m) => m.MissionGiftPage,
  ),
  mall: lazyPage(
    () => import("../features/gifts/pages/MallPage"),
    (m) => m.MallPage,
  ),
  giftDetail: lazyPage(
    () => import("../features/gifts/pages/GiftDetailPage"),
    (m) => m.GiftDetailPage,
  ),
  gameBox: lazyPage(
    () => import("../features/gifts/pages/GameBoxPage"),
    (m) => m.GameBoxPage,
  ),
  score: lazyPage(
    () => import("../features/gifts/pages/ScorePage"),
    (m) => m.ScorePage,
  ),
  payment: lazyPage(
    () => import("../features/topup/pages/PaymentPage"),
    (m) => m.PaymentPage,
  ),
  paymentSuccess: lazyPage(
    () => import("../features/topup/pages/PaymentResultPages"),
    (m) => m.PaymentSuccessPage,
  ),
  paymentPending: lazyPage(
    () => import("../features/topup/pages/PaymentResultPages"),
    (m) => m.PaymentPendingPage,
  ),
  paymentFail: lazyPage(
    () => import("../features/topup/pages/PaymentResultPages"),
    (m) => m.PaymentFailPage,
  ),
  storedActivity: lazyPage(
    () => import("../features/topup/pages/StoredActivityPage"),
    (m) => m.StoredActivityPage,
  ),
  rechargeHistory: lazyPage(
    () => import("../features/topup/pages/RechargeHistoryPage"),
    (m) => m.RechargeHistoryPage,
  ),
  discountCoupon: lazyPage(
    () => import("../features/topup/pages/DiscountCouponPage"),
    (m) => m.DiscountCouponPage,
  ),
  notAvailable: lazyPage(
    () => import("../features/shell/pages/NotAvailablePage"),
    (m) => m.NotAvailablePage,
  ),
  notFound: lazyPage(
    () => import("../features/shell/pages/NotFoundPage"),
    (m) => m.NotFoundPage,
  ),
};

function pageElement(entry: RouteEntry) {
  const Page = pages[entry.page ?? "notAvailable"];
  return entry.signedIn ? (
    <SignInGate>
      <Page />
    </SignInGate>
  ) : (
    <Page />
  );
}

function toRouteObject(entry: RouteEntry): RouteObject {
  if (entry.children) {
    return {
      id: entry.name,
      path: entry.path,
      handle: entry,
      element: entry.page ? pageElement(entry) : <Outlet />,
      children: entry.children.map(toRouteObject),
    };
  }
  const common = { id: entry.name, handle: entry, element: pageElement(entry) };
  return entry.path === "" ? { ...common, index: true } : { ...common, path: entry.path };
}

/** The route entries from the table's top down to `leaf` (a nested tab's page is shown inside its parent's). */
function chainTo(leaf: RouteEntry, entries: RouteEntry[] = routeTable): RouteEntry[] | undefined {
  for (const entry of entries) {
    if (entry === leaf) return [entry];
    const below = chainTo(leaf, entry.children ?? []);
    if (below) return [entry, ...below];
  }
  return undefined;
}

/**
 * Starts fetching the chunks of the pages at `pathname` (the address the app opened at) while the texts
 * load, instead of after the first render asks for them: the page's code arrives one round trip chain
 * earlier on a slow network. A page shown inside another (the game page's tab) follows once the page
 * around it has loaded, so its code and style sheets do not compete with what the first screen shows.
 * Settles once every page's chunk has loaded or failed.
 */
export function preloadPage(pathname: string): Promise<void> {
  const leaf = routeOf(pathname.slice(basename.length) || "/")?.entry;
  let previous = Promise.resolve();
  for (const entry of leaf ? (chainTo(leaf) ?? []) : []) {
    const page = entry.page && pages[entry.page];
    if (page) previous = previous.then(page.preload);
  }
  return previous;
}

export const basename = import.meta.env.BASE_URL.replace(/\/$/, "");

export function appRoutes(): RouteObject[] {
  const NotFound = pages.notFound;
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      children: [...routeTable.map(toRouteObject), { path: "*", element: <NotFound /> }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes(), { basename });
}
