import { PullToRefresh as AntdPullToRefresh } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Pull-to-refresh releases at this distance (spec). */
export const PULL_THRESHOLD_PX = 60;

/** antd-mobile's pull-to-refresh with the spec's distance and texts. */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
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
  );
}
