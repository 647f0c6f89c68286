import type { Permission } from "@portal/contracts/console/roles";
import type { SignedInStaff } from "@portal/contracts/console/staff";
import { Alert, Card, List, Result, Spin, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Route, Routes } from "react-router";
import { AuditPage } from "../features/audit/AuditPage";
import { ActivitiesPage } from "../features/catalogue/ActivitiesPage";
import { CardBatchesPage } from "../features/catalogue/CardBatchesPage";
import { CouponsPage } from "../features/catalogue/CouponsPage";
import { GoodsPage } from "../features/catalogue/GoodsPage";
import { PaymentMethodsPage } from "../features/catalogue/PaymentMethodsPage";
import { BannersPage } from "../features/content/BannersPage";
import { GameEditPage } from "../features/content/GameEditPage";
import { GamesPage } from "../features/content/GamesPage";
import { HomePicksPage } from "../features/content/HomePicksPage";
import { QueuePage } from "../features/moderation/QueuePage";
import { WordListPage } from "../features/moderation/WordListPage";
import { PlayerPage } from "../features/players/PlayerPage";
import { PlayersPage } from "../features/players/PlayersPage";
import { useMe } from "../features/session/api";
import { SignInPage } from "../features/session/SignInPage";
import { StaffPage } from "../features/staff/StaffPage";
import { ConsoleLayout } from "./ConsoleLayout";

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
        <Route
          path="audit"
          element={guard(
            "audit.read",
            <AuditPage canListStaff={staff.permissions.includes("staff.manage")} />,
          )}
        />
        <Route path="players" element={guard("players.read", <PlayersPage />)} />
        <Route path="players/:playerId" element={guard("players.read", <PlayerPage staff={staff} />)} />
        <Route
          path="moderation"
          element={guard(
            "community.moderate",
            <QueuePage canSanction={staff.permissions.includes("players.sanction")} />,
          )}
        />
        <Route path="words" element={guard("community.moderate", <WordListPage />)} />
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
