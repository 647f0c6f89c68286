import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";

/** Pull-to-refresh releases at this distance (spec). */
export const PULL_THRESHOLD_PX = 60;

/**
 * antd-mobile's pull-to-refresh with the spec's distance and texts. Its gesture and animation code
 * loads after the first screen; until then the content shows as it is, without the gesture.
 */
const AntdPullToRefresh = lazy(() =>
  import("antd-mobile/es/components/pull-to-refresh").then((m) => ({ default: m.default })),
);

export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
    <Suspense fallback={children}>
      <AntdPullToRefresh
        onRefresh={async () => {
          await onRefresh();
        }}
        threshold={PULL_THRESHOLD_PX}
        pullingText={t("pull.pulling")}
        canReleaseText={t("pull.release")}
        refreshingText={t("pull.refreshing")}
        completeText={t("pull.done")}
      >
        {children}
      </AntdPullToRefresh>
    </Suspense>
  );
}
