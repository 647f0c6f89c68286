import { CloseOutline } from "antd-mobile-icons";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { appDownloadUrl, isGameWebview } from "../lib/environment";
import styles from "./DownloadBanner.module.css";

export const BANNER_DISMISSED_KEY = "downloadBannerDismissed";

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(BANNER_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

const unchanging = () => () => {};

/**
 * The download-app banner: in the page flow (it shifts the layout), never inside the game. The server
 * cannot know whether the player dismissed it (local storage), so a page hydrated from the server's
 * HTML shows it for that first render and hides it right after.
 */
export function DownloadBanner() {
  const { t } = useTranslation("shell");
  const [closed, setClosed] = useState(false);
  const hidden = useSyncExternalStore(
    unchanging,
    () => isGameWebview() || wasDismissed(),
    () => isGameWebview(),
  );
  if (hidden || closed) return null;

  const dismiss = () => {
    setClosed(true);
    try {
      localStorage.setItem(BANNER_DISMISSED_KEY, "1");
    } catch {
      // storage disabled: hidden for this visit only
    }
  };
  const url = appDownloadUrl();

  return (
    <aside className={styles.banner} aria-label={t("banner.label")}>
      <button type="button" className={styles.close} onClick={dismiss} aria-label={t("banner.close")}>
        <CloseOutline />
      </button>
      <img
        className={styles.icon}
        src={`${import.meta.env.BASE_URL}favicon.svg`}
        alt=""
        width={36}
        height={36}
      />
      <div className={styles.text}>
        <strong className={styles.title}>{t("banner.title")}</strong>
        <span className={styles.subtitle}>{t("banner.subtitle")}</span>
      </div>
      {url ? (
        <a className={styles.download} href={url} rel="noopener">
          {t("banner.download")}
        </a>
      ) : (
        <Link className={styles.download} to="/coming-soon">
          {t("banner.download")}
        </Link>
      )}
    </aside>
  );
}
