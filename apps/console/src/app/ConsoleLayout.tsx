import type { Permission } from "@portal/contracts/console/roles";
import type { SignedInStaff } from "@portal/contracts/console/staff";
import { Button, Layout, Menu, Select, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useSignOut } from "../features/session/api";
import { type ConsoleLanguage, chooseConsoleLanguage } from "../lib/i18n";

/** The menu's sections, in order (the overview stands above them). */
const menuGroups = ["people", "content", "community", "commerce", "support", "analytics"] as const;

/**
 * The console's pages, the permission each needs and their menu section; the menu shows only what
 * the role may open, by section.
 */
export const consolePages: {
  path: string;
  label: string;
  permission: Permission | null;
  group?: (typeof menuGroups)[number];
}[] = [
  { path: "/", label: "nav.home", permission: null },
  { path: "/staff", label: "nav.staff", permission: "staff.manage", group: "people" },
  { path: "/players", label: "nav.players", permission: "players.read", group: "people" },
  { path: "/dashboards", label: "nav.dashboards", permission: "analytics.read", group: "analytics" },
  { path: "/orders", label: "nav.orders", permission: "orders.support", group: "support" },
  { path: "/content/games", label: "nav.games", permission: "content.edit", group: "content" },
  { path: "/content/banners", label: "nav.banners", permission: "content.edit", group: "content" },
  { path: "/content/home", label: "nav.homePicks", permission: "content.edit", group: "content" },
  { path: "/broadcasts", label: "nav.broadcasts", permission: "content.edit", group: "content" },
  { path: "/content/news", label: "nav.news", permission: "content.edit", group: "content" },
  {
    path: "/content/news-categories",
    label: "nav.newsCategories",
    permission: "content.edit",
    group: "content",
  },
  { path: "/content/notices", label: "nav.notices", permission: "content.edit", group: "content" },
  { path: "/content/videos", label: "nav.videos", permission: "content.edit", group: "content" },
  { path: "/content/topics", label: "nav.topics", permission: "content.edit", group: "content" },
  { path: "/audit", label: "nav.audit", permission: "audit.read", group: "people" },
  { path: "/moderation", label: "nav.moderation", permission: "community.moderate", group: "community" },
  { path: "/words", label: "nav.words", permission: "community.moderate", group: "community" },
  { path: "/rewards/mall", label: "nav.mall", permission: "commerce.manage", group: "commerce" },
  {
    path: "/rewards/treasure-box",
    label: "nav.treasureBox",
    permission: "commerce.manage",
    group: "commerce",
  },
  { path: "/rewards/sign-in", label: "nav.signIn", permission: "commerce.manage", group: "commerce" },
  { path: "/rewards/vip", label: "nav.vip", permission: "commerce.manage", group: "commerce" },
  { path: "/boards", label: "nav.boards", permission: "community.moderate", group: "community" },
  { path: "/gift-packs", label: "nav.giftPacks", permission: "commerce.manage", group: "commerce" },
  { path: "/catalogue/goods", label: "nav.goods", permission: "commerce.manage", group: "commerce" },
  {
    path: "/catalogue/methods",
    label: "nav.paymentMethods",
    permission: "commerce.manage",
    group: "commerce",
  },
  { path: "/catalogue/coupons", label: "nav.coupons", permission: "commerce.manage", group: "commerce" },
  { path: "/catalogue/cards", label: "nav.cardBatches", permission: "commerce.manage", group: "commerce" },
  {
    path: "/catalogue/activities",
    label: "nav.activities",
    permission: "commerce.manage",
    group: "commerce",
  },
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
  const item = (p: (typeof pages)[number]) => ({ key: p.path, label: t(p.label) });
  const menuItems = [
    ...pages.filter((p) => !p.group).map(item),
    ...menuGroups
      .map((group) => ({ group, children: pages.filter((p) => p.group === group).map(item) }))
      .filter(({ children }) => children.length > 0)
      .map(({ group, children }) => ({
        type: "group" as const,
        key: group,
        label: t(`navGroups.${group}`),
        children,
      })),
  ];
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Sider
        width={220}
        theme="dark"
        style={{ position: "sticky", top: 0, height: "100vh", overflowY: "auto" }}
      >
        <div style={{ color: "#fff", padding: "20px 24px", fontWeight: 600 }}>{t("appName")}</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[menuKeyOf(location.pathname)]}
          items={menuItems}
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
