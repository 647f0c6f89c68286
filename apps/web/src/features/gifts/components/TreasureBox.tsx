import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { useOpenTreasureBox } from "../api";
import styles from "./Gifts.module.css";

interface Odds {
  cost: number;
  odds: { prize: string; points: number; percent: number }[];
}

/** The treasure box with its published odds; the prize is drawn on the server. */
export function TreasureBox({ box }: { box: Odds }) {
  const { t } = useTranslation("gifts");
  const open = useOpenTreasureBox();
  const signedIn = useSignedInAction();
  const press = signedIn(() =>
    open.mutate(undefined, {
      onSuccess: (answer) =>
        showToast(
          answer.pointsWon > 0
            ? t("treasure.won", { points: answer.pointsWon, balance: answer.balance })
            : t("treasure.nothing", { balance: answer.balance }),
        ),
      onError: (error) => showToast(errorText(error)),
    }),
  );
  return (
    <section className={styles.card} aria-label={t("treasure.title")}>
      <div className={styles.cardHead}>
        <div className={styles.cardTitle}>
          <h2 className={styles.signTitle}>{t("treasure.title")}</h2>
          <span className={styles.weak}>{t("treasure.cost", { points: box.cost })}</span>
        </div>
        <Button
          color="primary"
          size="small"
          loading={open.isPending}
          className={styles.action}
          onClick={press}
        >
          {t("treasure.open")}
        </Button>
      </div>
      <ul className={styles.odds} aria-label={t("treasure.odds")}>
        {box.odds.map((prize) => (
          <li key={prize.prize}>
            {t(`prize.${prize.prize}`, { points: prize.points })}: {prize.percent.toFixed(0)}%
          </li>
        ))}
      </ul>
    </section>
  );
}
