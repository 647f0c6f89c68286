import type { Permission } from "@portal/contracts/console/roles";
import type { SignedInStaff } from "@portal/contracts/console/staff";
import { Alert, Card, List, Result, Spin, Typography } from "antd";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Route, Routes } from "react-router";
import { AuditPage } from "../features/audit/AuditPage";
import { BoardsPage } from "../features/boards/BoardsPage";
import { BroadcastPage } from "../features/broadcasts/BroadcastPage";
import { BroadcastsPage } from "../features/broadcasts/BroadcastsPage";
import { ActivitiesPage } from "../features/catalogue/ActivitiesPage";
import { CardBatchesPage } from "../features/catalogue/CardBatchesPage";
import { CouponsPage } from "../features/catalogue/CouponsPage";
import { GoodsPage } from "../features/catalogue/GoodsPage";
import { PaymentMethodsPage } from "../features/catalogue/PaymentMethodsPage";
import { BannersPage } from "../features/content/BannersPage";
import { GameEditPage } from "../features/content/GameEditPage";
import { GamesPage } from "../features/content/GamesPage";
import { HomePicksPage } from "../features/content/HomePicksPage";
import { GiftPacksPage } from "../features/giftPacks/GiftPacksPage";
import { ItemPage } from "../features/moderation/ItemPage";
import { QueuePage } from "../features/moderation/QueuePage";
import { WordListPage } from "../features/moderation/WordListPage";
import { HomeNoticesPage } from "../features/newsroom/HomeNoticesPage";
import { NewsCategoriesPage } from "../features/newsroom/NewsCategoriesPage";
import { NewsPage } from "../features/newsroom/NewsPage";
import { TopicsPage } from "../features/newsroom/TopicsPage";
import { VideosPage } from "../features/newsroom/VideosPage";
import { OrderPage } from "../features/orders/OrderPage";
import { OrdersPage } from "../features/orders/OrdersPage";
import { ReconciliationPage } from "../features/orders/ReconciliationPage";
import { PlayerPage } from "../features/players/PlayerPage";
import { PlayersPage } from "../features/players/PlayersPage";
import { MallProductsPage } from "../features/rewards/MallProductsPage";
import { SignInRewardsPage } from "../features/rewards/SignInRewardsPage";
import { TreasureBoxPage } from "../features/rewards/TreasureBoxPage";
import { VipLevelsPage } from "../features/rewards/VipLevelsPage";
import { useMe } from "../features/session/api";
import { SignInPage } from "../features/session/SignInPage";
import { StaffPage } from "../features/staff/StaffPage";
import { ConsoleLayout } from "./ConsoleLayout";

/** The charts library loads with this page only: no other page pays for it. */
const DashboardPage = lazy(() => import("../features/dashboards/DashboardPage"));

export function App() {
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route path="*" element={<SignedInArea />} />
    </Routes>
  );
}

function SignedInArea() {
  const me = useMe();
  const { t } = useTranslation();
  if (me.isPending) return <Spin fullscreen />;
  if (me.isError) return <Alert type="error" title={t("networkProblem")} showIcon />;
  if (!me.data) return <Navigate to="/sign-in" replace />;
  const staff = me.data;
  const guard = (permission: Permission, page: ReactNode) =>
    staff.permissions.includes(permission) ? page : <Result status="403" title={t("forbidden")} />;
  return (
    <Routes>
      <Route element={<ConsoleLayout staff={staff} />}>
        <Route index element={<OverviewPage staff={staff} />} />
        <Route path="staff" element={guard("staff.manage", <StaffPage />)} />
        <Route path="content/games" element={guard("content.edit", <GamesPage />)} />
        <Route path="content/games/:gameId" element={guard("content.edit", <GameEditPage />)} />
        <Route path="content/banners" element={guard("content.edit", <BannersPage />)} />
        <Route path="content/home" element={guard("content.edit", <HomePicksPage />)} />
        <Route path="broadcasts" element={guard("content.edit", <BroadcastsPage />)} />
        <Route path="broadcasts/:broadcastId" element={guard("content.edit", <BroadcastPage />)} />
        <Route path="content/news" element={guard("content.edit", <NewsPage />)} />
        <Route path="content/news-categories" element={guard("content.edit", <NewsCategoriesPage />)} />
        <Route path="content/notices" element={guard("content.edit", <HomeNoticesPage />)} />
        <Route path="content/videos" element={guard("content.edit", <VideosPage />)} />
        <Route path="content/topics" element={guard("content.edit", <TopicsPage />)} />
        <Route
          path="audit"
          element={guard(
            "audit.read",
            <AuditPage canListStaff={staff.permissions.includes("staff.manage")} />,
          )}
        />
        <Route path="players" element={guard("players.read", <PlayersPage />)} />
        <Route path="players/:playerId" element={guard("players.read", <PlayerPage staff={staff} />)} />
        <Route path="orders" element={guard("orders.support", <OrdersPage />)} />
        <Route path="orders/reconciliation" element={guard("orders.support", <ReconciliationPage />)} />
        <Route path="orders/:orderNo" element={guard("orders.support", <OrderPage />)} />
        <Route
          path="moderation"
          element={guard(
            "community.moderate",
            <QueuePage canSanction={staff.permissions.includes("players.sanction")} />,
          )}
        />
        <Route
          path="moderation/:kind/:id"
          element={guard(
            "community.moderate",
            <ItemPage
              canSanction={staff.permissions.includes("players.sanction")}
              canReadPlayers={staff.permissions.includes("players.read")}
            />,
          )}
        />
        <Route path="words" element={guard("community.moderate", <WordListPage />)} />
        <Route path="rewards/mall" element={guard("commerce.manage", <MallProductsPage />)} />
        <Route path="rewards/treasure-box" element={guard("commerce.manage", <TreasureBoxPage />)} />
        <Route path="rewards/sign-in" element={guard("commerce.manage", <SignInRewardsPage />)} />
        <Route path="rewards/vip" element={guard("commerce.manage", <VipLevelsPage />)} />
        <Route
          path="dashboards"
          element={guard(
            "analytics.read",
            <Suspense fallback={<Spin />}>
              <DashboardPage />
            </Suspense>,
          )}
        />
        <Route path="boards" element={guard("community.moderate", <BoardsPage />)} />
        <Route path="gift-packs" element={guard("commerce.manage", <GiftPacksPage />)} />
        <Route path="catalogue/goods" element={guard("commerce.manage", <GoodsPage />)} />
        <Route path="catalogue/methods" element={guard("commerce.manage", <PaymentMethodsPage />)} />
        <Route path="catalogue/coupons" element={guard("commerce.manage", <CouponsPage />)} />
        <Route path="catalogue/cards" element={guard("commerce.manage", <CardBatchesPage />)} />
        <Route path="catalogue/activities" element={guard("commerce.manage", <ActivitiesPage />)} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

function OverviewPage({ staff }: { staff: SignedInStaff }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Typography.Title level={3}>{t("home.welcome", { name: staff.name })}</Typography.Title>
      <Typography.Paragraph>{t("home.role", { role: t(`roles.${staff.role}`) })}</Typography.Paragraph>
      <List
        header={<strong>{t("home.permissions")}</strong>}
        bordered
        dataSource={staff.permissions}
        renderItem={(permission) => <List.Item>{t(`permissions.${permission}`)}</List.Item>}
      />
    </Card>
  );
}
