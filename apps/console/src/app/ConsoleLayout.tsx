import type { Permission } from "@portal/contracts/console/roles";
import type { SignedInStaff } from "@portal/contracts/console/staff";
import { Button, Layout, Menu, Select, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useSignOut } from "../features/session/api";
import { type ConsoleLanguage, chooseConsoleLanguage } from "../lib/i18n";

/** The menu's sections, in order (the overview stands above them). */
const menuGroups = ["people", "content", "community", "commerce", "support", "analytics"] as const;

type MenuGroup = (typeof menuGroups)[number];

/** Each menu section's pages, in order: path, label and the permission a page needs. */
const sections: Record<MenuGroup, [path: string, label: string, permission: Permission][]> = {
  people: [
    ["/staff", "nav.staff", "staff.manage"],
    ["/players", "nav.players", "players.read"],
    ["/audit", "nav.audit", "audit.read"],
  ],
  content: [
    ["/content/games", "nav.games", "content.edit"],
    ["/content/banners", "nav.banners", "content.edit"],
    ["/content/home", "nav.homePicks", "content.edit"],
    ["/broadcasts", "nav.broadcasts", "content.edit"],
    ["/content/news", "nav.news", "content.edit"],
    ["/content/news-categories", "nav.newsCategories", "content.edit"],
    ["/content/notices", "nav.notices", "content.edit"],
    ["/content/videos", "nav.videos", "content.edit"],
    ["/content/topics", "nav.topics", "content.edit"],
  ],
  community: [
    ["/moderation", "nav.moderation", "community.moderate"],
    ["/words", "nav.words", "community.moderate"],
    ["/boards", "nav.boards", "community.moderate"],
  ],
  commerce: [
    ["/rewards/mall", "nav.mall", "commerce.manage"],
    ["/rewards/treasure-box", "nav.treasureBox", "commerce.manage"],
    ["/rewards/sign-in", "nav.signIn", "commerce.manage"],
    ["/rewards/vip", "nav.vip", "commerce.manage"],
    ["/gift-packs", "nav.giftPacks", "commerce.manage"],
    ["/catalogue/goods", "nav.goods", "commerce.manage"],
    ["/catalogue/methods", "nav.paymentMethods", "commerce.manage"],
    ["/catalogue/coupons", "nav.coupons", "commerce.manage"],
    ["/catalogue/cards", "nav.cardBatches", "commerce.manage"],
    ["/catalogue/activities", "nav.activities", "commerce.manage"],
  ],
  support: [["/orders", "nav.orders", "orders.support"]],
  analytics: [["/dashboards", "nav.dashboards", "analytics.read"]],
};

/**
 * The console's pages, the permission each needs and their menu section; the menu shows only what
 * the role may open, by section.
 */
export const consolePages: {
  path: string;
  label: string;
  permission: Permission | null;
  group?: MenuGroup;
}[] = [
  { path: "/", label: "nav.home", permission: null },
  ...menuGroups.flatMap((group) =>
    sections[group].map(([path, label, permission]) => ({ path, label, permission, group })),
  ),
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
