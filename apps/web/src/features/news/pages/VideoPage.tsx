import { PlayOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { PullToRefresh } from "../../../components/PullToRefresh";
import { openVideo } from "../../../lib/video-overlay";
import { useVideos, type VideoCard } from "../api";
import { NewsList } from "../components/NewsList";
import styles from "../components/news.module.css";

const duration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** The video zone (`/video`): poster, title, duration and game; a tap plays it full screen. */
export function VideoPage() {
  const { t } = useTranslation("news");
  const list = useVideos();
  return (
    <div className={styles.page}>
      <PageHeader title={t("videos.title")} />
      <PullToRefresh onRefresh={() => list.refetch()}>
        <NewsList
          query={list}
          label={t("videos.title")}
          renderItem={(video) => (
            <li key={video.id}>
              <VideoTile video={video} />
            </li>
          )}
        />
      </PullToRefresh>
    </div>
  );
}

function VideoTile({ video }: { video: VideoCard }) {
  const { t } = useTranslation("news");
  return (
    <button
      type="button"
      className={styles.video}
      onClick={() => openVideo(video.url, { kind: video.kind, durationSeconds: video.durationSeconds })}
      aria-label={t("videos.play", { title: video.title })}
    >
      <span className={styles.poster}>
        {video.poster && <img src={video.poster} alt="" loading="lazy" width={343} height={193} />}
        <PlayOutline className={styles.playIcon} aria-hidden />
        <span className={styles.duration}>{duration(video.durationSeconds)}</span>
      </span>
      <span className={styles.videoTitle}>{video.title}</span>
      {video.game && <span className={styles.gameTag}>{t("videos.game", { name: video.game.name })}</span>}
    </button>
  );
}
