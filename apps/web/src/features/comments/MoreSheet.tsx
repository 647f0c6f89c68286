import { ActionSheet, type ActionSheetProps } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText, useSignedInAction } from "../../lib/signed-in-action";
import { showToast } from "../../lib/toast";
import type { ReportReason } from "./ReportSheet";
import { ReportSheet } from "./ReportSheet";

/**
 * "More" on something a player wrote (review, reply, news comment): the caller's actions, then
 * Report → a reason → sent, with a toast either way. A visitor who reports gets the login sheet.
 */
export function MoreSheet<T>({
  subject,
  onClose,
  actions = [],
  onReport,
}: {
  subject: T | null;
  onClose: () => void;
  actions?: ActionSheetProps["actions"];
  /** Absent where reporting makes no sense (the player's own text). */
  onReport?: (subject: T, reason: ReportReason) => Promise<unknown>;
}) {
  const { t } = useTranslation("reviews");
  const signedIn = useSignedInAction();
  const [reporting, setReporting] = useState<T | null>(null);
  const report = onReport
    ? [{ key: "report", text: t("report.action"), onClick: signedIn(() => setReporting(subject)) }]
    : [];
  return (
    <>
      <ActionSheet
        visible={subject !== null}
        onClose={onClose}
        cancelText={t("common:cancel")}
        actions={[...actions, ...report]}
        onAction={onClose}
      />
      <ReportSheet
        visible={reporting !== null}
        onClose={() => setReporting(null)}
        onReport={(reason) => {
          if (reporting === null || !onReport) return;
          onReport(reporting, reason).then(
            () => showToast(t("report.done")),
            (error) => showToast(errorText(error)),
          );
        }}
      />
    </>
  );
}
