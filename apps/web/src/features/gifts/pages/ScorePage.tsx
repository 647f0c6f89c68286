import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadMore } from "../../../components/LoadMore";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import { showDate } from "../../../lib/dates";
import { usePointsLog } from "../api";
import styles from "../components/Gifts.module.css";
import { SignInCard } from "../components/SignInCard";

/** Points (`/mine/score`): the balance, daily sign-in, and the log of every earning and spending. */
export function ScorePage() {
  const { t } = useTranslation("gifts");
  const log = usePointsLog();
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const balance = log.data?.pages[0]?.balance;
  return (
    <div className={styles.page}>
      <PageHeader
        title={t("score.title")}
        right={
          <Link to="/gift/mall" className={styles.headerLink}>
            {t("score.mall")}
          </Link>
        }
      />
      <div className={styles.balance}>
        <span>{t("score.balance")}</span>
        <strong className={styles.balanceValue} data-testid="points-balance">
          {balance ?? "–"}
        </strong>
      </div>
      <SignInCard />
      <h2 className={`${styles.section} ${styles.sectionTitle}`}>{t("score.log")}</h2>
      {log.isPending ? (
        <PageLoading />
      ) : entries.length === 0 ? (
        <p className={styles.status}>{t("score.empty")}</p>
      ) : (
        <ul className={styles.logList} data-testid="points-log">
          {entries.map((entry) => (
            <li key={entry.id} className={styles.logRow}>
              <span>
                {t(`reason.${entry.reason}`, { defaultValue: t("reason.other") })}
                <br />
                <span className={styles.weak}>{showDate(entry.createdAt, "dayTime")}</span>
              </span>
              <span className={entry.delta > 0 ? styles.plus : styles.minus}>
                {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
              </span>
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={log} />
    </div>
  );
}
