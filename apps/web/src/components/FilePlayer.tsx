import { captionSize, playerDefaults } from "@portal/contracts/player";
import { PlayOutline, SoundMuteOutline, SoundOutline } from "antd-mobile-icons";
import { type CSSProperties, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { VideoSource } from "../lib/video-overlay";
import styles from "./VideoOverlay.module.css";

const { inactivityTimeoutMs, seekStepSeconds, volumeStep, defaultRate } = playerDefaults;

/** antd-mobile-icons has no pause icon: two bars in the same 1em box. */
const PauseIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <rect x="6" y="4" width="4" height="16" rx="1" />
    <rect x="14" y="4" width="4" height="16" rx="1" />
  </svg>
);

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

/** Volume after one step up or down, kept within 0–1 and to one decimal. */
export const stepVolume = (volume: number, direction: 1 | -1) =>
  Math.round(Math.min(1, Math.max(0, volume + direction * volumeStep)) * 10) / 10;

/**
 * The portal's own player for files it serves, with the spec's defaults: controls hide after 2 s
 * without activity while playing, seek steps of 5 s, volume steps of 0.1, rate 1, captions 50–400 %.
 * It never shows the browser's error text: a failure goes to `onFail`.
 */
export function FilePlayer({ source, onFail }: { source: VideoSource; onFail: () => void }) {
  const { t } = useTranslation("shell");
  const video = useRef<HTMLVideoElement>(null);
  const idle = useRef<number | undefined>(undefined);
  const [playing, setPlaying] = useState(false);
  const [shown, setShown] = useState(true);
  const [time, setTime] = useState(0);
  const [muted, setMuted] = useState(false);
  const [reported, setReported] = useState(0);
  const total = Number.isFinite(reported) && reported > 0 ? reported : (source.durationSeconds ?? 0);

  const wake = useCallback(() => {
    setShown(true);
    window.clearTimeout(idle.current);
    idle.current = window.setTimeout(() => {
      if (!video.current?.paused) setShown(false);
    }, inactivityTimeoutMs);
  }, []);
  useEffect(() => () => window.clearTimeout(idle.current), []);

  // Autoplay may start before the play event can be heard: every media event re-reads the element.
  const playingNow = useRef(false);
  const syncPlaying = (element: HTMLVideoElement) => {
    const now = !element.paused && !element.ended;
    if (now === playingNow.current) return;
    playingNow.current = now;
    setPlaying(now);
    if (now) wake();
    else setShown(true);
  };

  // Listened to directly, and the element read once on mount: a lazily mounted player can miss
  // events React would hand on (autoplay starting, or a damaged file failing, at once).
  // A layout effect: the listeners are on before the controls can be seen or the element can fail.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attached once per element
  useLayoutEffect(() => {
    const element = video.current;
    if (!element) return;
    const read = () => {
      if (element.error) onFail();
      if (Number.isFinite(element.duration)) setReported(element.duration);
      setTime(element.currentTime);
      setMuted(element.muted);
      syncPlaying(element);
    };
    const onMetadata = () => {
      element.playbackRate = defaultRate;
      read();
    };
    const events = ["play", "pause", "ended", "timeupdate", "durationchange", "volumechange"];
    for (const name of events) element.addEventListener(name, read);
    element.addEventListener("loadedmetadata", onMetadata);
    element.addEventListener("error", onFail);
    read();
    return () => {
      for (const name of events) element.removeEventListener(name, read);
      element.removeEventListener("loadedmetadata", onMetadata);
      element.removeEventListener("error", onFail);
    };
  }, []);

  const seek = (delta: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = Math.min(
      Math.max(0, element.currentTime + delta),
      total || element.currentTime + delta,
    );
    wake();
  };
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
    wake();
  };
  const onKey = (event: React.KeyboardEvent) => {
    const element = video.current;
    if (!element) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => seek(-seekStepSeconds),
      ArrowRight: () => seek(seekStepSeconds),
      ArrowUp: () => (element.volume = stepVolume(element.volume, 1)),
      ArrowDown: () => (element.volume = stepVolume(element.volume, -1)),
      " ": toggle,
      k: toggle,
      m: () => (element.muted = !element.muted),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
    wake();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the player area wakes its controls on any touch
    <div
      className={styles.player}
      onPointerMove={wake}
      onPointerDown={wake}
      onKeyDown={onKey}
      data-controls={shown ? "shown" : "hidden"}
      style={
        { "--caption-size": `${captionSize(playerDefaults.captionSizePercent.default)}%` } as CSSProperties
      }
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the demo files carry no speech; caption tracks size at --caption-size */}
      <video ref={video} className={styles.media} src={source.url} autoPlay playsInline onClick={toggle} />
      <div className={styles.controls} hidden={!shown}>
        <button
          type="button"
          className={styles.control}
          onClick={toggle}
          aria-label={t(playing ? "video.pause" : "video.play")}
        >
          {playing ? <PauseIcon /> : <PlayOutline />}
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => seek(-seekStepSeconds)}
          aria-label={t("video.back", { seconds: seekStepSeconds })}
        >
          −{seekStepSeconds}
        </button>
        <input
          type="range"
          className={styles.progress}
          min={0}
          max={total || 0}
          step={0.1}
          value={Math.min(time, total || time)}
          aria-label={t("video.progress")}
          aria-valuetext={t("video.time", { current: clock(time), total: clock(total) })}
          onChange={(event) => {
            if (video.current) video.current.currentTime = Number(event.target.value);
            wake();
          }}
        />
        <button
          type="button"
          className={styles.control}
          onClick={() => seek(seekStepSeconds)}
          aria-label={t("video.forward", { seconds: seekStepSeconds })}
        >
          +{seekStepSeconds}
        </button>
        <span className={styles.time}>
          {clock(time)} / {clock(total)}
        </span>
        <button
          type="button"
          className={styles.control}
          aria-pressed={muted}
          onClick={() => {
            if (video.current) video.current.muted = !video.current.muted;
            wake();
          }}
          aria-label={t(muted ? "video.unmute" : "video.mute")}
        >
          {muted ? <SoundMuteOutline /> : <SoundOutline />}
        </button>
      </div>
    </div>
  );
}
