import { Skeleton } from "antd-mobile";
import { Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate, useParams } from "react-router";
import { ContentUnavailable } from "../../../components/ContentUnavailable";
import { PageHeader } from "../../../components/PageHeader";
import { TabStrip } from "../../../components/TabStrip";
import { type GameDetail, useGameDetail } from "../game-api";
import { GameBottomBar } from "./GameBottomBar";
import styles from "./GameDetail.module.css";
import { GameHeader } from "./GameHeader";

export type DetailTab = "details" | "reviews" | "gift" | "news";
export const REVIEWS_ANCHOR = "reviews";

/** The game detail wrapper: top media, info bar, sticky tabs, the tab's content and the bottom bar. */
export function GameDetailLayout() {
  const { t } = useTranslation("gameDetail");
  const appId = Number(useParams().appId);
  const game = useGameDetail(appId);

  if (game.isPending && Number.isInteger(appId) && appId > 0) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton className={styles.mediaSkeleton} animated />
        <div className={styles.padded}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      </div>
    );
  }
  if (!game.data) {
    return (
      <div className={styles.page}>
        <PageHeader title={t("loadFailed")} />
        <ContentUnavailable error={game.error} onRetry={() => void game.refetch()} />
      </div>
    );
  }
  return <GameDetailView game={game.data} />;
}

function GameDetailView({ game }: { game: GameDetail }) {
  const { t } = useTranslation("gameDetail");
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/game/${game.appId}`;
  const route: DetailTab = pathname.endsWith("/gift")
    ? "gift"
    : pathname.endsWith("/news")
      ? "news"
      : "details";
  const [inReviews, setInReviews] = useState(false);
  const tabsRef = useRef<HTMLDivElement>(null);
  const active: DetailTab = route === "details" && inReviews ? "reviews" : route;

  useEffect(() => {
    document.title = `${game.name} · ${t("shell:appName")}`;
  }, [game.name, t]);

  // The reviews tab is a section of the details: it is active while the section is on screen.
  useEffect(() => {
    if (route !== "details") return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const section = document.getElementById(REVIEWS_ANCHOR);
        setInReviews(section ? section.getBoundingClientRect().top <= 120 : false);
      });
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", check);
    };
  }, [route]);

  const keepTabsInView = () => {
    const bar = tabsRef.current;
    if (!bar) return;
    const top = bar.getBoundingClientRect().top + window.scrollY;
    if (window.scrollY > top) window.scrollTo({ top });
  };

  const open = (key: string) => {
    const tab = key as DetailTab;
    if (tab === "reviews") {
      const scroll = () => document.getElementById(REVIEWS_ANCHOR)?.scrollIntoView({ block: "start" });
      if (route !== "details") {
        navigate(base, { replace: true });
        setTimeout(scroll, 50);
      } else scroll();
      return;
    }
    if (tab === "details" && route === "details") {
      keepTabsInView();
      if (inReviews && tabsRef.current) window.scrollTo({ top: tabsRef.current.offsetTop });
      return;
    }
    navigate(tab === "details" ? base : `${base}/${tab}`, { replace: true });
    requestAnimationFrame(keepTabsInView);
  };

  return (
    <div className={styles.page}>
      <GameHeader game={game} />
      <div ref={tabsRef} className={styles.tabs}>
        <TabStrip
          activeKey={active}
          onChange={open}
          items={[
            { key: "details", title: t("tabs.details") },
            {
              key: "reviews",
              title: (
                <>
                  {t("tabs.reviews")} <span className={styles.tabCount}>{game.tabs.reviews}</span>
                </>
              ),
            },
            { key: "gift", title: t("tabs.gift") },
            { key: "news", title: t("tabs.news") },
          ]}
        />
      </div>
      <div className={styles.content}>
        {/* The tab is a chunk of its own: while it loads, the header and bars stay (not the page's loading state). */}
        <Suspense fallback={null}>
          <Outlet context={game} />
        </Suspense>
      </div>
      <GameBottomBar game={game} />
    </div>
  );
}
