import { List } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LanguageChoice } from "../../../components/LanguageChoice";
import { PageHeader } from "../../../components/PageHeader";
import { APP_VERSION } from "../../../components/SiteFooter";
import { useSignedInUid } from "../../../lib/session";
import styles from "../components/AccountForms.module.css";

/** Settings: language, message preferences, security, terms, and the app version (1.0.3). */
export function SettingsPage() {
  const { t } = useTranslation("profile");
  const navigate = useNavigate();
  const signedIn = useSignedInUid() !== null;
  return (
    <div className={styles.page}>
      <PageHeader title={t("shell:pages.settings")} />
      <List className={styles.list} mode="card">
        <List.Item>
          <LanguageChoice />
        </List.Item>
        <List.Item onClick={() => navigate("/coming-soon")}>{t("settings.messages")}</List.Item>
        {signedIn && (
          <List.Item onClick={() => navigate("/mine/security")}>{t("shell:pages.securityCentre")}</List.Item>
        )}
      </List>
      <List className={styles.list} mode="card">
        <List.Item onClick={() => navigate("/clause?kind=privacy")}>{t("settings.privacy")}</List.Item>
        <List.Item onClick={() => navigate("/clause?kind=terms")}>{t("settings.terms")}</List.Item>
        <List.Item onClick={() => navigate("/mine/customerService")}>
          {t("shell:pages.customerService")}
        </List.Item>
        <List.Item extra={APP_VERSION}>{t("settings.version")}</List.Item>
      </List>
    </div>
  );
}
