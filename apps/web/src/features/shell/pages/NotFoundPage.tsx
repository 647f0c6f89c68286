import { QuestionCircleOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import styles from "./NotAvailablePage.module.css";

export function NotFoundPage() {
  const { t } = useTranslation("shell");
  return (
    <>
      <PageHeader title={t("pages.notFound")} />
      <section className={styles.body} data-page-state="unavailable">
        <QuestionCircleOutline className={styles.icon} aria-hidden />
        <p className={styles.text}>{t("notFound")}</p>
        <div className={styles.actions}>
          <Link className={styles.primary} to="/">
            {t("common:home")}
          </Link>
        </div>
      </section>
    </>
  );
}
