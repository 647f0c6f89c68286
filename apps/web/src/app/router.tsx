import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { RootShell } from "./RootShell";
import { RouteError } from "./RouteError";
import { type PageName, type RouteEntry, routeTable } from "./routes";
import { SignInGate } from "./SignInGate";

/** One lazy chunk per page keeps the first screen small. */
const pages: Record<PageName | "notFound", LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import("../features/games/pages/HomePage").then((m) => ({ default: m.HomePage }))),
  hotGame: lazy(() =>
    import("../features/games/pages/HotGamePage").then((m) => ({ default: m.HotGamePage })),
  ),
  gameCatalogue: lazy(() =>
    import("../features/games/pages/CataloguePage").then((m) => ({ default: m.CataloguePage })),
  ),
  myGame: lazy(() => import("../features/games/pages/MyGamePage").then((m) => ({ default: m.MyGamePage }))),
  gameDetail: lazy(() =>
    import("../features/games/pages/GameDetailPage").then((m) => ({ default: m.GameDetailPage })),
  ),
  gameIntro: lazy(() =>
    import("../features/games/pages/GameDetailPage").then((m) => ({ default: m.GameIntroTab })),
  ),
  gameGift: lazy(() =>
    import("../features/games/pages/GameDetailPage").then((m) => ({ default: m.GameGiftTab })),
  ),
  gameNews: lazy(() =>
    import("../features/news/pages/GameNewsTab").then((m) => ({ default: m.GameNewsTab })),
  ),
  news: lazy(() => import("../features/news/pages/NewsPage").then((m) => ({ default: m.NewsPage }))),
  newsDetail: lazy(() =>
    import("../features/news/pages/NewsDetailPage").then((m) => ({ default: m.NewsDetailPage })),
  ),
  notices: lazy(() => import("../features/news/pages/NoticesPage").then((m) => ({ default: m.NoticesPage }))),
  video: lazy(() => import("../features/news/pages/VideoPage").then((m) => ({ default: m.VideoPage }))),
  topic: lazy(() => import("../features/topics/TopicPage").then((m) => ({ default: m.TopicPage }))),
  event: lazy(() => import("../features/topics/TopicPage").then((m) => ({ default: m.EventPage }))),
  mine: lazy(() => import("../features/account/pages/MinePage").then((m) => ({ default: m.MinePage }))),
  me: lazy(() => import("../features/account/pages/ProfilePage").then((m) => ({ default: m.ProfilePage }))),
  myHead: lazy(() => import("../features/account/pages/MyHeadPage").then((m) => ({ default: m.MyHeadPage }))),
  myNick: lazy(() => import("../features/account/pages/MyNickPage").then((m) => ({ default: m.MyNickPage }))),
  bindMail: lazy(() =>
    import("../features/account/pages/BindMailPage").then((m) => ({ default: m.BindMailPage })),
  ),
  changeMail: lazy(() =>
    import("../features/account/pages/ChangeMailPage").then((m) => ({ default: m.ChangeMailPage })),
  ),
  bindPhone: lazy(() =>
    import("../features/account/pages/BindPhonePage").then((m) => ({ default: m.BindPhonePage })),
  ),
  changePhone: lazy(() =>
    import("../features/account/pages/ChangePhonePage").then((m) => ({ default: m.ChangePhonePage })),
  ),
  cancel: lazy(() => import("../features/account/pages/CancelPage").then((m) => ({ default: m.CancelPage }))),
  shielding: lazy(() =>
    import("../features/account/pages/ShieldingPage").then((m) => ({ default: m.ShieldingPage })),
  ),
  securityCentre: lazy(() =>
    import("../features/account/pages/SecurityCentrePage").then((m) => ({ default: m.SecurityCentrePage })),
  ),
  password: lazy(() =>
    import("../features/account/pages/PasswordPage").then((m) => ({ default: m.PasswordPage })),
  ),
  realName: lazy(() =>
    import("../features/account/pages/RealNamePage").then((m) => ({ default: m.RealNamePage })),
  ),
  settings: lazy(() =>
    import("../features/account/pages/SettingsPage").then((m) => ({ default: m.SettingsPage })),
  ),
  customerService: lazy(() =>
    import("../features/account/pages/CustomerServicePage").then((m) => ({ default: m.CustomerServicePage })),
  ),
  clause: lazy(() => import("../features/account/pages/ClausePage").then((m) => ({ default: m.ClausePage }))),
  messages: lazy(() =>
    import("../features/messages/pages/MessagesPage").then((m) => ({ default: m.MessagesPage })),
  ),
  messageSettings: lazy(() =>
    import("../features/messages/pages/MessageSettingsPage").then((m) => ({
      default: m.MessageSettingsPage,
    })),
  ),
  search: lazy(() => import("../features/search/pages/SearchPage").then((m) => ({ default: m.SearchPage }))),
  forums: lazy(() => import("../features/forums/pages/ForumsPage").then((m) => ({ default: m.ForumsPage }))),
  forumBoard: lazy(() =>
    import("../features/forums/pages/BoardPage").then((m) => ({ default: m.BoardPage })),
  ),
  post: lazy(() => import("../features/forums/pages/PostPage").then((m) => ({ default: m.PostPage }))),
  postEditor: lazy(() =>
    import("../features/forums/pages/PostEditorPage").then((m) => ({ default: m.PostEditorPage })),
  ),
  forumPlayer: lazy(() =>
    import("../features/forums/pages/PlayerPage").then((m) => ({ default: m.PlayerPage })),
  ),
  collect: lazy(() =>
    import("../features/forums/pages/CollectPage").then((m) => ({ default: m.CollectPage })),
  ),
  moderation: lazy(() =>
    import("../features/forums/pages/ModerationPage").then((m) => ({ default: m.ModerationPage })),
  ),
  gift: lazy(() => import("../features/gifts/pages/GiftHomePage").then((m) => ({ default: m.GiftHomePage }))),
  giftCenter: lazy(() =>
    import("../features/gifts/pages/GiftCentrePage").then((m) => ({ default: m.GiftCentrePage })),
  ),
  missionGift: lazy(() =>
    import("../features/gifts/pages/MissionGiftPage").then((m) => ({ default: m.MissionGiftPage })),
  ),
  mall: lazy(() => import("../features/gifts/pages/MallPage").then((m) => ({ default: m.MallPage }))),
  giftDetail: lazy(() =>
    import("../features/gifts/pages/GiftDetailPage").then((m) => ({ default: m.GiftDetailPage })),
  ),
  gameBox: lazy(() =>
    import("../features/gifts/pages/GameBoxPage").then((m) => ({ default: m.GameBoxPage })),
  ),
  score: lazy(() => import("../features/gifts/pages/ScorePage").then((m) => ({ default: m.ScorePage }))),
  payment: lazy(() =>
    import("../features/topup/pages/PaymentPage").then((m) => ({ default: m.PaymentPage })),
  ),
  paymentSuccess: lazy(() =>
    import("../features/topup/pages/PaymentResultPages").then((m) => ({ default: m.PaymentSuccessPage })),
  ),
  paymentPending: lazy(() =>
    import("../features/topup/pages/PaymentResultPages").then((m) => ({ default: m.PaymentPendingPage })),
  ),
  paymentFail: lazy(() =>
    import("../features/topup/pages/PaymentResultPages").then((m) => ({ default: m.PaymentFailPage })),
  ),
  storedActivity: lazy(() =>
    import("../features/topup/pages/StoredActivityPage").then((m) => ({ default: m.StoredActivityPage })),
  ),
  rechargeHistory: lazy(() =>
    import("../features/topup/pages/RechargeHistoryPage").then((m) => ({ default: m.RechargeHistoryPage })),
  ),
  discountCoupon: lazy(() =>
    import("../features/topup/pages/DiscountCouponPage").then((m) => ({ default: m.DiscountCouponPage })),
  ),
  notAvailable: lazy(() =>
    import("../features/shell/pages/NotAvailablePage").then((m) => ({ default: m.NotAvailablePage })),
  ),
  notFound: lazy(() =>
    import("../features/shell/pages/NotFoundPage").then((m) => ({ default: m.NotFoundPage })),
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
