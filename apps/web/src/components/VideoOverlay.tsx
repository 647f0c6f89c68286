import { CloseCircleOutline, CloseOutline } from "antd-mobile-icons";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { detectSystem } from "../lib/environment";
import { closeVideo, videoOverlayState } from "../lib/video-overlay";
import styles from "./VideoOverlay.module.css";

/** The portal's own player loads only when a file is played: the first screen stays small. */
const FilePlayer = lazy(() => import("./FilePlayer").then((m) => ({ default: m.FilePlayer })));

/**
 * The full-screen video overlay: a hosted player in a frame, or a file in the portal's own player.
 * A file that cannot play says so in the player's language, never with the browser's text.
 */
export function VideoOverlay() {
  const { t } = useTranslation("shell");
  const video = videoOverlayState.use();
  const [failedUrl, setFailedUrl] = useState<string>();
  const android = detectSystem() === "android";

  useEffect(() => {
    if (!video) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeVideo();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener("keydown", onKey);
    };
  }, [video]);

  if (!video) return null;
  const failed = failedUrl === video.url;
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={t("video.label")}>
      <button
        type="button"
        className={styles.close}
        data-system={android ? "android" : undefined}
        onClick={closeVideo}
        aria-label={t("video.close")}
      >
        {android ? <CloseCircleOutline /> : <CloseOutline />}
      </button>
      {video.kind === "file" ? (
        !failed && (
          <Suspense fallback={<p className={styles.problem}>{t("video.loading")}</p>}>
            <FilePlayer key={video.url} source={video} onFail={() => setFailedUrl(video.url)} />
          </Suspense>
        )
      ) : (
        <iframe
          className={styles.media}
          src={video.url}
          title={t("video.label")}
          allow="autoplay; fullscreen; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      )}
      {failed && (
        <p className={styles.problem} role="alert">
          {t("video.cannotPlay")}
        </p>
      )}
    </div>
  );
}
