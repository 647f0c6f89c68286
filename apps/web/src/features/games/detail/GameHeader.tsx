import { Tag } from "antd-mobile";
import {
  HeartFill,
  HeartOutline,
  LeftOutline,
  PlayOutline,
  StarFill,
  UploadOutline,
} from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Picture } from "../../../components/Picture";
import { useGoBack } from "../../../components/use-go-back";
import { formatCount, formatDate } from "../../../lib/format";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { openVideo } from "../../../lib/video-overlay";
import { ForumEntryLink } from "../../forums/components/ForumEntryLink";
import { type GameDetail, useLikeGame } from "../game-api";
import styles from "./GameDetail.module.css";
import { shareLink } from "./share";

/** The top video or image and the info bar: icon, name, type, date, rating, followers, likes. */
export function GameHeader({ game }: { game: GameDetail }) {
  const { t } = useTranslation(["gameDetail", "games"]);
  const goBack = useGoBack();
  const signedIn = useSignedInAction();
  const like = useLikeGame(game.appId);
  const video = game.video;

  return (
    <header>
      <div className={styles.media}>
        {video ? (
          <button
            type="button"
            className={styles.mediaButton}
            onClick={() => openVideo(video)}
            aria-label={t("playVideo")}
          >
            <Picture src={game.cover} className={styles.mediaImage} priority />
            <span className={styles.play} aria-hidden>
              <PlayOutline />
            </span>
          </button>
        ) : (
          <Picture src={game.cover} className={styles.mediaImage} priority />
        )}
        <button
          type="button"
          className={`${styles.round} ${styles.back}`}
          onClick={goBack}
          aria-label={t("common:back")}
        >
          <LeftOutline />
        </button>
        <button
          type="button"
          className={`${styles.round} ${styles.share}`}
          onClick={() => shareLink("game", game.appId)}
          aria-label={t("share.game")}
        >
          <UploadOutline />
        </button>
      </div>
      <div className={styles.info}>
        <Picture src={game.icon} width={64} height={64} className={styles.icon} />
        <div className={styles.infoText}>
          <h1 className={styles.name}>{game.name}</h1>
          <div className={styles.infoLine}>
            <span>{t(`games:types.${game.type}`)}</span>
            {game.releaseDate && <span>{formatDate(game.releaseDate)}</span>}
            {game.status === "upcoming" && (
              <Tag color="warning" fill="outline">
                {t("upcoming")}
              </Tag>
            )}
          </div>
          <div className={styles.stats}>
            {game.ratingCount > 0 ? (
              <span className={styles.rating}>
                <StarFill aria-hidden />
                <span aria-hidden>{game.rating.toFixed(1)}</span>
                <span className="visually-hidden">
                  {t("ratingAria", { rating: game.rating, count: game.ratingCount })}
                </span>
              </span>
            ) : (
              <span>{t("noRating")}</span>
            )}
            <span>{t("followers", { total: formatCount(game.followsCount) })}</span>
            <button
              type="button"
              className={styles.likeGame}
              data-liked={game.me.liked}
              aria-pressed={game.me.liked}
              disabled={like.isPending}
              onClick={signedIn(() =>
                like.mutate(!game.me.liked, { onError: (error) => showToast(errorText(error)) }),
              )}
            >
              {game.me.liked ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
              <span className="visually-hidden">{t("likeGame")}</span>
              {formatCount(game.likesCount)}
            </button>
          </div>
          <ForumEntryLink appId={game.appId} />
        </div>
      </div>
    </header>
  );
}
