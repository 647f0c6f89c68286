import { reportReasons } from "@portal/contracts/refs/reviews";
import { ActionSheet } from "antd-mobile";
import { useTranslation } from "react-i18next";

/** Why something was reported (the same reasons for reviews, replies, comments and posts). */
export type ReportReason = (typeof reportReasons)[number];

/** Asks why a review, reply or comment is reported; the caller sends the report. */
export function ReportSheet({
  visible,
  onClose,
  onReport,
}: {
  visible: boolean;
  onClose: () => void;
  onReport: (reason: ReportReason) => void;
}) {
  const { t } = useTranslation("reviews");
  return (
    <ActionSheet
      visible={visible}
      onClose={onClose}
      extra={t("report.title")}
      cancelText={t("common:cancel")}
      actions={reportReasons.map((reason) => ({
        key: reason,
        text: t(`report.reasons.${reason}`),
        onClick: () => {
          onClose();
          onReport(reason);
        },
      }))}
    />
  );
}
