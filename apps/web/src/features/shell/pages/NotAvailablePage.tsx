import { ClockCircleOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Link, useMatches } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { useGoBack } from "../../../components/use-go-back";
import styles from "./NotAvailablePage.module.css";

/** What every route whose feature is not built yet shows: the spec's text and a way back. */
export function NotAvailablePage() {
  const { t } = useTranslation("shell");
  const goBack = useGoBack();
  const name = (useMatches().at(-1)?.handle as { name?: string } | undefined)?.name ?? "notAvailable";

  return (
    <>
      <PageHeader title={t(`pages.${name}`)} />
      <section className={styles.body}>
        <ClockCircleOutline className={styles.icon} aria-hidden />
        <p className={styles.text}>{t("notAvailable")}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={goBack}>
            {t("common:back")}
          </button>
          <Link className={styles.secondary} to="/">
            {t("common:home")}
          </Link>
        </div>
      </section>
    </>
  );
}
