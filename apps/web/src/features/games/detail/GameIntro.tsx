import { platforms } from "@portal/contracts/refs/games";
import { List } from "antd-mobile";
import { CheckCircleFill, CloseCircleOutline } from "antd-mobile-icons";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { showImages } from "../../../lib/dialogs";
import { formatDate } from "../../../lib/format";
import { ClampedText } from "../../comments/ClampedText";
import { ReviewsSection } from "../../reviews/components/ReviewsSection";
import { useActivity } from "../../topics/api";
import { TopicStrip } from "../../topics/TopicStrip";
import type { GameDetail } from "../game-api";
import styles from "./GameDetail.module.css";
import { REVIEWS_ANCHOR } from "./GameDetailLayout";
import { PreRegistrationBlock } from "./PreRegistrationBlock";
import { shareLink } from "./share";

const linkKinds = ["official", "social", "community", "cafe"] as const;

/** The details tab: pre-registration, introduction, screenshots, information, links, ratings and replies. */
export function GameIntro() {
  const game = useOutletContext<GameDetail>();
  const { t } = useTranslation(["gameDetail", "games"]);
  const links = linkKinds.filter((kind) => game.links[kind]);
  // The game's topics and events (their own call) go above the introduction: everything below waits
  // for them instead of being pushed down a screen's third when they arrive (game detail's CLS).
  const activity = useActivity(game.appId);
  // The ratings and replies, below the first screen, follow in a render React may interrupt rather
  // than lengthening the one that shows the introduction. The server renders without them (`false` at
  // first): hydrating the first screen is as short, and they follow.
  const reviewsShown = useDeferredValue(!activity.isPending, false);
  const preRegistration = game.preRegistration.open && <PreRegistrationBlock game={game} />;
  if (activity.isPending) return preRegistration;

  return (
    <>
      {preRegistration}
      <TopicStrip appId={game.appId} />
      <section className={styles.section} aria-labelledby="intro-title">
        <h2 id="intro-title" className={styles.sectionTitle}>
          {t("intro")}
        </h2>
        <ClampedText
          text={game.intro}
          showAllLabel={t("showAll")}
          foldLabel={t("fold")}
          className={styles.text}
        />
        {game.screenshots.length > 0 && (
          // A row the player swipes, a screenshot and a bit of the next in view, snapping to each: the
          // browser's own scrolling, no carousel code in the page's hydration.
          <ul className={styles.screens} aria-label={t("screenshots")}>
            {game.screenshots.map((src, index) => (
              <li key={src} className={styles.screenSlide}>
                <button
                  type="button"
                  className={styles.screenButton}
                  aria-label={t("screenshotN", { n: index + 1 })}
                  onClick={() => void showImages(game.screenshots, index)}
                >
                  <img src={src} alt="" className={styles.screen} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="info-title">
        <h2 id="info-title" className={styles.sectionTitle}>
          {t("info.title")}
        </h2>
        <dl className={styles.facts}>
          <dt>{t("info.company")}</dt>
          <dd>{game.company}</dd>
          <dt>{t("info.version")}</dt>
          <dd>{game.version || "–"}</dd>
          <dt>{t("info.releaseDate")}</dt>
          <dd>{game.releaseDate ? formatDate(game.releaseDate) : t("info.tba")}</dd>
          <dt>{t("info.platforms")}</dt>
          <dd className={styles.platforms}>
            {platforms.map((platform) => {
              const supported = game.platforms.includes(platform);
              return (
                <span key={platform} className={styles.platform} data-supported={supported}>
                  {supported ? <CheckCircleFill aria-hidden /> : <CloseCircleOutline aria-hidden />}
                  {t(`games:platforms.${platform}`)}
                  <span className="visually-hidden">
                    {supported ? t("info.supported") : t("info.notSupported")}
                  </span>
                </span>
              );
            })}
          </dd>
        </dl>
        {game.updateNotes && (
          <>
            <h3 className={styles.subTitle}>{t("info.updateNotes")}</h3>
            <ClampedText
              text={game.updateNotes}
              showAllLabel={t("showAll")}
              foldLabel={t("fold")}
              className={styles.text}
            />
          </>
        )}
      </section>

      {links.length > 0 && (
        <section className={styles.section} aria-labelledby="links-title">
          <h2 id="links-title" className={styles.sectionTitle}>
            {t("links.title")}
          </h2>
          <List className={styles.links}>
            {links.map((kind) => (
              <List.Item key={kind} arrowIcon>
                {/* A real link (crawlable, opens in a new tab, long-press menu) rather than a clickable row. */}
                <a className={styles.link} href={game.links[kind]} target="_blank" rel="noopener noreferrer">
                  {t(`links.${kind}`)}
                </a>
              </List.Item>
            ))}
          </List>
        </section>
      )}

      {reviewsShown && (
        <ReviewsSection
          id={REVIEWS_ANCHOR}
          appId={game.appId}
          count={game.tabs.reviews}
          onShare={(review) => shareLink("review", review.id)}
        />
      )}
    </>
  );
}
