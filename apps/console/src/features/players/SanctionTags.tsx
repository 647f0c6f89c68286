import type { PlayerSummary } from "@portal/contracts/console/players";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { dateLocale } from "../../lib/i18n";

/** Year 9999: the player's row marks a permanent sanction with it. */
const isPermanent = (until: string) => new Date(until).getUTCFullYear() >= 9999;

export function untilText(until: string | null, t: (key: string) => string) {
  if (until === null) return t("players.permanent");
  return isPermanent(until) ? t("players.permanent") : new Date(until).toLocaleString(dateLocale());
}

/** Banned / muted (with until when), or "in good standing". */
export function SanctionTags({ player }: { player: Pick<PlayerSummary, "bannedUntil" | "mutedUntil"> }) {
  const { t } = useTranslation();
  if (!player.bannedUntil && !player.mutedUntil) return <Tag color="green">{t("players.clean")}</Tag>;
  return (
    <>
      {player.bannedUntil && (
        <Tag color="red">{t("players.bannedUntil", { until: untilText(player.bannedUntil, t) })}</Tag>
      )}
      {player.mutedUntil && (
        <Tag color="orange">{t("players.mutedUntil", { until: untilText(player.mutedUntil, t) })}</Tag>
      )}
    </>
  );
}
