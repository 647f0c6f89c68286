import { Button, ProgressBar } from "antd-mobile";
import { CheckCircleFill, GiftOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { confirmDialog } from "../../../lib/dialogs";
import { formatCount, formatNumber } from "../../../lib/format";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { type GameDetail, useReservation } from "../game-api";
import styles from "./GameDetail.module.css";

/** Pre-register or cancel (after a confirmation); visitors get the login sheet. */
export function useReservationToggle(game: GameDetail) {
  const { t } = useTranslation("gameDetail");
  const signedIn = useSignedInAction();
  const { reserve, cancel } = useReservation(game.appId);
  const reserved = game.preRegistration.reserved;
  const toggle = signedIn(async () => {
    try {
      if (!reserved) {
        await reserve.mutateAsync();
        showToast(t("preRegistration.done"));
        return;
      }
      const sure = await confirmDialog({
        content: t("preRegistration.cancelConfirm"),
        confirmText: t("preRegistration.cancelYes"),
        cancelText: t("preRegistration.keep"),
      });
      if (!sure) return;
      await cancel.mutateAsync();
      showToast(t("preRegistration.cancelled"));
    } catch (error) {
      showToast(errorText(error));
    }
  });
  return { reserved, toggle, pending: reserve.isPending || cancel.isPending };
}

/** The pre-registration card: live count, the button, and milestones with progress to the next. */
export function PreRegistrationBlock({ game }: { game: GameDetail }) {
  const { t } = useTranslation("gameDetail");
  const state = game.preRegistration;
  const { reserved, toggle, pending } = useReservationToggle(game);
  const next = state.next;
  const nextMilestone = next ? state.milestones.find((m) => m.threshold === next.threshold) : undefined;

  return (
    <section className={styles.preRegistration} aria-labelledby="pre-registration-title">
      <div className={styles.preHead}>
        <div>
          <h2 id="pre-registration-title" className={styles.sectionTitle}>
            {t("preRegistration.title")}
          </h2>
          <p className={styles.preCount}>
            {t("preRegistration.count", { total: formatNumber(state.reservationsCount) })}
          </p>
        </div>
        <Button
          color="primary"
          fill={reserved ? "outline" : "solid"}
          loading={pending}
          onClick={toggle}
          className={styles.preButton}
        >
          {reserved ? t("preRegistration.registered") : t("preRegistration.reserve")}
        </Button>
      </div>
      {next && (
        <div className={styles.progress}>
          <ProgressBar percent={Math.round(next.progress * 100)} aria-hidden />
          <p className={styles.muted}>
            {t("preRegistration.next", {
              remaining: formatNumber(next.remaining),
              goal: nextMilestone?.title ?? formatCount(next.threshold),
            })}
          </p>
        </div>
      )}
      {!next && state.milestones.length > 0 && (
        <p className={styles.muted}>{t("preRegistration.allReached")}</p>
      )}
      {state.milestones.length > 0 && (
        <ol className={styles.milestones} aria-label={t("preRegistration.rewards")}>
          {state.milestones.map((milestone) => (
            <li key={milestone.threshold} className={styles.milestone} data-reached={milestone.reached}>
              {milestone.reached ? (
                <CheckCircleFill className={styles.milestoneIcon} aria-label={t("preRegistration.reached")} />
              ) : (
                <GiftOutline className={styles.milestoneIcon} aria-hidden />
              )}
              <div>
                <strong>{milestone.title}</strong>
                <p className={styles.muted}>{milestone.reward}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
