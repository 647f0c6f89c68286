import { Button, Image, ProgressBar, Tag } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useShowDate } from "../../../lib/render-clock";
import type { GiftPack } from "../api";
import { CodeCopy } from "./CodeCopy";
import styles from "./Gifts.module.css";

interface PackCardProps {
  pack: GiftPack;
  onClaim: (pack: GiftPack) => void;
  claiming: boolean;
  /** Hide the game line (inside the game's own page). */
  hideGame?: boolean;
}

/** The condition line of a pack: VIP level, pre-registration, today's sign-in, e-mail, points. */
function conditions(pack: GiftPack, t: (key: string, options?: Record<string, unknown>) => string) {
  const list: string[] = [];
  if (pack.minVipLevel > 0) list.push(t("condition.vip", { level: pack.minVipLevel }));
  if (pack.needsReservation) list.push(t("condition.reservation"));
  if (pack.needsDailySignIn) list.push(t("condition.dailySignIn"));
  if (pack.needsEmail) list.push(t("condition.email"));
  if (pack.pointsCost > 0) list.push(t("condition.points", { points: pack.pointsCost }));
  return list.length ? list.join(" · ") : t("condition.none");
}

export function taskText(pack: GiftPack, t: (key: string, options?: Record<string, unknown>) => string) {
  const task = pack.task;
  if (!task) return "";
  if (task.kind === "signStreak") return t("task.signStreak", { days: task.days });
  if (task.kind === "reservation") return t("task.reservation");
  return t("task.recharge", { amount: (task.amountMinor / 100).toFixed(2), currency: task.currency });
}

function taskPercent(pack: GiftPack) {
  const task = pack.task;
  if (!task || pack.progress === null) return 0;
  const target = task.kind === "signStreak" ? task.days : task.kind === "recharge" ? task.amountMinor : 1;
  return Math.min(100, Math.round((pack.progress * 100) / target));
}

/** A pack in a list: game, name, contents, validity, conditions, what is left, and its action. */
export function PackCard({ pack, onClaim, claiming, hideGame }: PackCardProps) {
  const { t } = useTranslation("gifts");
  const showDate = useShowDate();
  const canClaim = pack.state === "claimable";
  return (
    <article className={styles.card} data-testid="pack-card" data-state={pack.state}>
      <div className={styles.cardHead}>
        {!hideGame && (
          <Image src={pack.gameIcon} width={44} height={44} className={styles.icon} alt="" lazy />
        )}
        <div className={styles.cardTitle}>
          <Link to={`/gift/${pack.giftId}`} className={styles.name}>
            {pack.name}
          </Link>
          {!hideGame && <span className={styles.weak}>{pack.gameName}</span>}
        </div>
        <Button
          size="small"
          color={canClaim ? "primary" : "default"}
          disabled={!canClaim && pack.state !== "locked"}
          loading={claiming}
          className={styles.action}
          onClick={() => onClaim(pack)}
        >
          {pack.state === "locked" && pack.missing ? t(`missing.${pack.missing}`) : t(`state.${pack.state}`)}
        </Button>
      </div>
      <p className={styles.contents}>{pack.contents}</p>
      {pack.task && (
        <div className={styles.task}>
          <span>{taskText(pack, t)}</span>
          <ProgressBar percent={taskPercent(pack)} aria-label={taskText(pack, t)} />
        </div>
      )}
      <div className={styles.meta}>
        <Tag color="primary" fill="outline">
          {t("remaining", { left: pack.remaining, total: pack.total })}
        </Tag>
        <span>{t("validUntil", { date: showDate(pack.validUntil) })}</span>
      </div>
      <p className={styles.weak}>{conditions(pack, t)}</p>
      {pack.code && <CodeCopy code={pack.code} />}
    </article>
  );
}
