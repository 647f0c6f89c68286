import { useTranslation } from "react-i18next";
import { usePhoneAccounts } from "../api";
import styles from "./AccountForms.module.css";

/** Says that phone numbers cannot sign up, sign in by code or be bound here (no SMS provider). */
export function PhoneOffNote() {
  const { t } = useTranslation("errors");
  if (usePhoneAccounts()) return null;
  return (
    <p className={styles.hint} role="note" data-testid="phone-off">
      {t("phoneUnavailable")}
    </p>
  );
}
