import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import styles from "../components/Gifts.module.css";
import { PackList } from "../components/PackList";

/** Pack quests: packs unlocked by a sign-in streak, a top-up total or a pre-registration. */
export function MissionGiftPage() {
  const { t } = useTranslation("gifts");
  return (
    <div className={styles.page}>
      <PageHeader title={t("mission.title")} />
      <p className={`${styles.section} ${styles.weak}`}>{t("mission.hint")}</p>
      <PackList kind="mission" />
    </div>
  );
}
