import { PullToRefresh } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Pull-to-refresh releases at this distance (spec). */
export const PULL_THRESHOLD_PX = 60;

/** Pull down 60 px to refresh what the page shows. */
export function Refreshable({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation("news");
  return (
    <PullToRefresh
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
    </PullToRefresh>
  );
}
