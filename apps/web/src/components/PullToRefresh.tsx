import { DotLoading } from "antd-mobile";
import { type ReactNode, type TouchEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./PullToRefresh.module.css";

/** Pull-to-refresh releases at this distance (spec). */
export const PULL_THRESHOLD_PX = 60;

/** How far the finger moves for each pixel the page follows (a rubber band's resistance). */
const RESISTANCE = 2;
/** How long "Refreshed" stays before the head closes. */
const DONE_SHOWN_MS = 500;

type Status = "idle" | "pulling" | "release" | "refreshing" | "done";

/**
 * Pulled down at the top of the page, refreshes it (the spec's distance and texts). A few lines of
 * touch handling rather than antd-mobile's PullToRefresh: that one brings react-spring and use-gesture,
 * and loading them after the home's first screen mounted the whole page again (a ~250 ms task on a
 * mid-range phone). The content is always the same element, so nothing mounts twice.
 */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  const [status, setStatus] = useState<Status>("idle");
  const [pulled, setPulled] = useState(0);
  const startY = useRef<number | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const reset = () => {
    setPulled(0);
    setStatus("idle");
  };
  const onTouchStart = (event: TouchEvent) => {
    const top = (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;
    startY.current = top && status === "idle" ? (event.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (startY.current === null) return;
    const distance = Math.max(0, (event.touches[0]?.clientY ?? 0) - startY.current) / RESISTANCE;
    const shown = Math.min(distance, PULL_THRESHOLD_PX * 2);
    setPulled(shown);
    setStatus(shown === 0 ? "idle" : shown >= PULL_THRESHOLD_PX ? "release" : "pulling");
  };
  const onTouchEnd = async () => {
    if (startY.current === null) return;
    startY.current = null;
    if (status !== "release") {
      reset();
      return;
    }
    setStatus("refreshing");
    setPulled(PULL_THRESHOLD_PX);
    try {
      await onRefresh();
    } finally {
      if (mounted.current) {
        setStatus("done");
        setTimeout(() => mounted.current && reset(), DONE_SHOWN_MS);
      }
    }
  };

  const text = {
    idle: "",
    pulling: t("pull.pulling"),
    release: t("pull.release"),
    refreshing: t("pull.refreshing"),
    done: t("pull.done"),
  }[status];
  return (
    <div
      className={styles.pull}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={reset}
      data-status={status}
    >
      <div className={styles.head} style={{ height: pulled }} aria-live="polite">
        {status === "refreshing" ? (
          <>
            <DotLoading /> {text}
          </>
        ) : (
          text
        )}
      </div>
      {children}
    </div>
  );
}
