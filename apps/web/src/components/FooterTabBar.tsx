import {
  AppOutline,
  AppstoreOutline,
  FileOutline,
  GiftOutline,
  PayCircleOutline,
  UserOutline,
} from "antd-mobile-icons";
import { type ComponentType, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useSignedInUid } from "../lib/session";
import styles from "./FooterTabBar.module.css";
import { useFooterVisible } from "./footer-visibility";

/** The Mine tab's red dot: a signed-in player's unread messages; visitors never load its code. */
const UnreadDot = lazy(() =>
  import("../features/messages/components/UnreadDot").then((m) => ({ default: m.UnreadDot })),
);

interface FooterTab {
  key: "home" | "game" | "pack" | "topUp" | "news" | "mine";
  path: string;
  icon: ComponentType;
  /** Other paths that belong to the tab. */
  also: string[];
}

export const footerTabs: FooterTab[] = [
  { key: "home", path: "/", icon: AppOutline, also: [] },
  { key: "game", path: "/hotGame", icon: AppstoreOutline, also: ["/game/"] },
  { key: "pack", path: "/gift", icon: GiftOutline, also: [] },
  { key: "topUp", path: "/payment", icon: PayCircleOutline, also: [] },
  { key: "news", path: "/news", icon: FileOutline, also: ["/notices", "/video"] },
  { key: "mine", path: "/mine", icon: UserOutline, also: [] },
];

export function tabOf(pathname: string): FooterTab["key"] | undefined {
  if (pathname === "/" || pathname === "") return "home";
  const within = (base: string) =>
    pathname === base || pathname.startsWith(base.endsWith("/") ? base : `${base}/`);
  return footerTabs.find((tab) => tab.path !== "/" && [tab.path, ...tab.also].some(within))?.key;
}

/**
 * Footer tabs: a list of real links (keyboard, screen reader, "open in new tab"), styled like
 * antd-mobile's TabBar without its code in the first screen.
 */
export function FooterTabBar() {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  const visible = useFooterVisible(pathname);
  const active = tabOf(pathname);
  const signedIn = useSignedInUid() !== null;

  return (
    <nav className={styles.footer} data-visible={visible} aria-label={t("tabs.label")} inert={!visible}>
      <ul className={styles.tabBar}>
        {footerTabs.map(({ key, path, icon: Icon }) => (
          <li key={key} className={styles.item} data-active={active === key}>
            <Link to={path} className={styles.link} aria-current={active === key ? "page" : undefined}>
              <span className={styles.icon} aria-hidden>
                <Icon />
              </span>
              <span className={styles.label}>{t(`tabs.${key}`)}</span>
              {key === "mine" && signedIn && (
                <Suspense fallback={null}>
                  <UnreadDot />
                </Suspense>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
