import { useQueryClient } from "@tanstack/react-query";
import { RightOutline, SearchOutline } from "antd-mobile-icons";
import { lazy, Suspense, useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PullToRefresh } from "../../../components/PullToRefresh";
import { ForumEntryLink } from "../../forums/components/ForumEntryLink";
import { gameKeys, useGameList, useHomeInfo } from "../api";
import { BackToTop } from "../components/BackToTop";
import { BannerCarousel } from "../components/BannerCarousel";
import { GameList } from "../components/GameList";
import { GameRow } from "../components/GameRow";
import { useKeptScroll } from "../components/kept-scroll";
import { PopupNotice } from "../components/PopupNotice";
import styles from "./HomePage.module.css";

/** Loaded after the first screen: only a signed-in player sees it. */
const DailySignInEntry = lazy(() =>
  import("../../gifts/components/SignInCard").then((m) => ({ default: m.DailySignInEntry })),
);
/** Below the game rows (out of the first screen) and often empty: its code and texts load after it. */
const TopicStrip = lazy(() => import("../../topics/TopicStrip").then((m) => ({ default: m.TopicStrip })));
const homeList = { sort: "newest" } as const;

/**
 * The banner and the hot and recommended rows' room while they load, so the list of every game below
 * does not jump down when they arrive (it was the home's largest layout shift).
 */
function HomeRowsPlaceholder() {
  return (
    <div aria-hidden data-testid="home-placeholder">
      <div className={styles.placeholderBanner}>
        <div className={styles.placeholderImage} />
      </div>
      <div className={styles.placeholderRow} />
      <div className={styles.placeholderRow} />
    </div>
  );
}

/**
 * The home (`/`): pop-up notice, banners, hot / recommended / guess-you-like / followed rows,
 * then every game, loading more near the bottom. Its data stays in the query cache and its
 * scroll position is restored when the player comes back.
 */
export function HomePage() {
  const { t } = useTranslation("games");
  const queryClient = useQueryClient();
  const home = useHomeInfo();
  const list = useGameList(homeList);
  // What lies below the first screen (the last two rows, the topics and every game) renders once the
  // first screen is up, in a render React may interrupt: the render that shows the home's data (a
  // mid-range phone's longest task) holds the banner and the first two rows only. The server renders
  // that first screen only (`false` at first): hydrating it is as short, and the rest follows.
  const belowFold = useDeferredValue(!home.isPending, false);
  useKeptScroll("home", belowFold && home.data !== undefined && list.data !== undefined);

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: gameKeys.homes() }),
      queryClient.invalidateQueries({ queryKey: gameKeys.alert() }),
      list.refetch(),
    ]);
  };

  const info = home.data;
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t("home.title")}</h1>
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.searchBar}>
          <Link to="/search" className={styles.search}>
            <SearchOutline aria-hidden />
            <span>{t("home.search")}</span>
          </Link>
          <ForumEntryLink />
        </div>
        {home.isPending && <HomeRowsPlaceholder />}
        {info && (
          <>
            <BannerCarousel banners={info.banners} />
            <Suspense fallback={null}>
              <DailySignInEntry />
            </Suspense>
            <GameRow title={t("home.hot")} games={info.hot} more="/hotGame" />
            <GameRow title={t("home.recommended")} games={info.recommended} more="/games" />
            {belowFold && (
              <>
                <GameRow title={t("home.guessLike")} games={info.guessLike} />
                <GameRow title={t("home.followed")} games={info.followed} more="/mine/myGame" />
                <Suspense fallback={null}>
                  <TopicStrip />
                </Suspense>
              </>
            )}
          </>
        )}
        {belowFold && (
          <section className={styles.all} aria-labelledby="home-all-games">
            <div className={styles.allHeader}>
              <h2 id="home-all-games" className={styles.allTitle}>
                {t("home.allGames")}
              </h2>
              <Link to="/games" className={styles.more}>
                {t("home.more")}
                <span className="visually-hidden">{t("home.allGames")}</span>
                <RightOutline />
              </Link>
            </div>
            <GameList query={list} />
          </section>
        )}
      </PullToRefresh>
      <BackToTop />
      <PopupNotice />
    </div>
  );
}
