import type { Permission } from "@portal/contracts/console/roles";
import type { SignedInStaff } from "@portal/contracts/console/staff";
import { Button, Layout, Menu, Select, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useSignOut } from "../features/session/api";
import { type ConsoleLanguage, chooseConsoleLanguage } from "../lib/i18n";

/** The console's pages and the permission each needs; the menu shows only what the role may open. */
export const consolePages: { path: string; label: string; permission: Permission | null }[] = [
  { path: "/", label: "nav.home", permission: null },
  { path: "/staff", label: "nav.staff", permission: "staff.manage" },
  { path: "/players", label: "nav.players", permission: "players.read" },
  { path: "/dashboards", label: "nav.dashboards", permission: "analytics.read" },
  { path: "/orders", label: "nav.orders", permission: "orders.support" },
  { path: "/content/games", label: "nav.games", permission: "content.edit" },
  { path: "/content/banners", label: "nav.banners", permission: "content.edit" },
  { path: "/content/home", label: "nav.homePicks", permission: "content.edit" },
  { path: "/broadcasts", label: "nav.broadcasts", permission: "content.edit" },
  { path: "/content/news", label: "nav.news", permission: "content.edit" },
  { path: "/content/news-categories", label: "nav.newsCategories", permission: "content.edit" },
  { path: "/content/notices", label: "nav.notices", permission: "content.edit" },
  { path: "/content/videos", label: "nav.videos", permission: "content.edit" },
  { path: "/content/topics", label: "nav.topics", permission: "content.edit" },
  { path: "/audit", label: "nav.audit", permission: "audit.read" },
  { path: "/moderation", label: "nav.moderation", permission: "community.moderate" },
  { path: "/words", label: "nav.words", permission: "community.moderate" },
  { path: "/rewards/mall", label: "nav.mall", permission: "commerce.manage" },
  { path: "/rewards/treasure-box", label: "nav.treasureBox", permission: "commerce.manage" },
  { path: "/rewards/sign-in", label: "nav.signIn", permission: "commerce.manage" },
  { path: "/rewards/vip", label: "nav.vip", permission: "commerce.manage" },
  { path: "/boards", label: "nav.boards", permission: "community.moderate" },
  { path: "/gift-packs", label: "nav.giftPacks", permission: "commerce.manage" },
  { path: "/catalogue/goods", label: "nav.goods", permission: "commerce.manage" },
  { path: "/catalogue/methods", label: "nav.paymentMethods", permission: "commerce.manage" },
  { path: "/catalogue/coupons", label: "nav.coupons", permission: "commerce.manage" },
  { path: "/catalogue/cards", label: "nav.cardBatches", permission: "commerce.manage" },
  { path: "/catalogue/activities", label: "nav.activities", permission: "commerce.manage" },
];

/** A page's menu entry: its own, or its list's (a player's page lights up "Players"). */
const menuKeyOf = (pathname: string) =>
  consolePages.find((p) => p.path !== "/" && pathname.startsWith(`${p.path}/`))?.path ?? pathname;

export function ConsoleLayout({ staff }: { staff: SignedInStaff }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const pages = consolePages.filter((p) => p.permission === null || staff.permissions.includes(p.permission));
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Sider width={220} theme="dark">
        <div style={{ color: "#fff", padding: "20px 24px", fontWeight: 600 }}>{t("appName")}</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[menuKeyOf(location.pathname)]}
          items={pages.map((p) => ({ key: p.path, label: t(p.label) }))}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: "#fff",
            display: "flex",
            justifyContent: "flex-end",
            alignItems: "center",
            gap: 16,
          }}
        >
          <Space>
            <Typography.Text strong>{staff.name}</Typography.Text>
            <Typography.Text type="secondary">{t(`roles.${staff.role}`)}</Typography.Text>
          </Space>
          <Select
            aria-label={t("language")}
            value={i18n.language as ConsoleLanguage}
            onChange={(language) => chooseConsoleLanguage(language)}
            options={[
              { value: "en", label: "English" },
              { value: "zh", label: "简体中文" },
            ]}
            style={{ width: 120 }}
          />
          <Button onClick={() => signOut.mutate()} loading={signOut.isPending}>
            {t("nav.signOut")}
          </Button>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
