import { Button } from "antd-mobile";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import { showDate } from "../../../lib/dates";
import { storedActivityState, useActivities } from "../api";
import styles from "../components/Topup.module.css";

/** Top-up bonus events from the signed event list; a qualifying order earns the bonus. */
export function StoredActivityPage() {
  const { t } = useTranslation("topup");
  const navigate = useNavigate();
  const activities = useActivities();
  useEffect(() => {
    if (activities.data) storedActivityState.set(activities.data.length > 0 ? 1 : 2);
  }, [activities.data]);
  return (
    <div className={styles.page}>
      <PageHeader title={t("activity.title")} />
      {activities.error && <p className={styles.problem}>{activities.error.message}</p>}
      {activities.isPending && <PageLoading />}
      {activities.data?.length === 0 && <p className={styles.empty}>{t("activity.empty")}</p>}
      {activities.data?.map((activity) => (
        <section key={activity.id} className={styles.section} data-testid="activity">
          <h2 className={styles.sectionTitle}>{activity.title}</h2>
          <p className={styles.hint}>{activity.description}</p>
          <p className={styles.hint}>{t("activity.until", { date: showDate(activity.endsAt) })}</p>
        </section>
      ))}
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => navigate("/payment")}>
          {t("activity.topUp")}
        </Button>
      </div>
    </div>
  );
}
