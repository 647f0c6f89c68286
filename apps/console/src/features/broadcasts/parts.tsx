import type { BroadcastItem } from "@portal/contracts/console/broadcasts";
import { languageNames } from "@portal/contracts/languages";
import { Button, Popconfirm, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useFeedback } from "../../lib/feedback";
import { dateLocale } from "../../lib/i18n";
import { useCancelBroadcast } from "./api";

const statusColors = { scheduled: "blue", sending: "gold", sent: "green", cancelled: "default" } as const;

export function StatusTag({ status }: { status: BroadcastItem["status"] }) {
  const { t } = useTranslation();
  return <Tag color={statusColors[status]}>{t(`broadcasts.status.${status}`)}</Tag>;
}

/** "Reservists of Dragon Realm", "VIP 3 and above", "All players". */
export function SegmentText({ item }: { item: BroadcastItem }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`broadcasts.segmentOf.${item.segment}`, {
        game: item.gameName ?? "",
        level: item.minVipLevel,
        language: item.language ? languageNames[item.language] : "",
      })}
    </>
  );
}

export const timeText = (iso: string | null) => (iso ? new Date(iso).toLocaleString(dateLocale()) : "—");

/** Cancels a broadcast that has not started, from the version on screen. */
export function CancelButton({ item }: { item: BroadcastItem }) {
  const { t } = useTranslation();
  const { saved, failed } = useFeedback();
  const cancel = useCancelBroadcast();
  if (item.status !== "scheduled") return null;
  return (
    <Popconfirm
      title={t("broadcasts.confirmCancel")}
      okText={t("broadcasts.cancelIt")}
      cancelText={t("content.cancel")}
      onConfirm={() =>
        cancel
          .mutateAsync({ id: item.id, version: item.version })
          .then(() => saved(t("broadcasts.cancelled")), failed)
      }
    >
      <Button danger>{t("broadcasts.cancelIt")}</Button>
    </Popconfirm>
  );
}
