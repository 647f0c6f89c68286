import { CloseOutline } from "antd-mobile-icons";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { closeVideo, videoOverlayState } from "../lib/video-overlay";
import styles from "./VideoOverlay.module.css";

/** The full-screen video overlay: a hosted player in a frame, or a file in <video>. */
export function VideoOverlay() {
  const { t } = useTranslation("shell");
  const video = videoOverlayState.use();
  const [failedUrl, setFailedUrl] = useState<string>();

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
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={t("video.label")}>
      <button type="button" className={styles.close} onClick={closeVideo} aria-label={t("video.close")}>
        <CloseOutline />
      </button>
      {video.kind === "file" ? (
        // biome-ignore lint/a11y/useMediaCaption: players' own videos carry no caption tracks
        <video
          className={styles.media}
          src={video.url}
          controls
          autoPlay
          playsInline
          onError={() => setFailedUrl(video.url)}
        />
      ) : (
        <iframe
          className={styles.media}
          src={video.url}
          title={t("video.label")}
          allow="autoplay; fullscreen; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      )}
      {failedUrl === video.url && <p className={styles.problem}>{t("video.cannotPlay")}</p>}
    </div>
  );
}
