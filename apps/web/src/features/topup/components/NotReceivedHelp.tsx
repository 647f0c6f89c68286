import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import styles from "./Topup.module.css";

/** "Paid but not received?": customer service with the order number filled in. */
export function NotReceivedHelp({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("topup");
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.link}
      onClick={() => navigate(`/mine/customerService?orderNo=${encodeURIComponent(orderNo)}`)}
    >
      {t("notReceived")}
    </button>
  );
}

/** Shown on the customer-service page when it was opened from an order. */
export function OrderHelpNote({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("topup");
  return (
    <section className={styles.section} data-testid="order-help">
      <h2 className={styles.sectionTitle}>{t("notReceived")}</h2>
      <p className={styles.hint}>{t("helpMessage", { orderNo })}</p>
    </section>
  );
}
