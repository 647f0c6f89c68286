import { List } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { LanguageChoice } from "../../../components/LanguageChoice";
import { ListRow } from "../../../components/ListRow";
import { PageHeader } from "../../../components/PageHeader";
import { APP_VERSION } from "../../../components/SiteFooter";
import { useSignedInUid } from "../../../lib/session";
import styles from "../components/AccountForms.module.css";

/** Settings: language, message preferences, security, terms, and the app version (1.0.3). */
export function SettingsPage() {
  const { t } = useTranslation("profile");
  const signedIn = useSignedInUid() !== null;
  return (
    <div className={styles.page}>
      <PageHeader title={t("shell:pages.settings")} />
      <List className={styles.list} mode="card">
        <List.Item>
          <LanguageChoice />
        </List.Item>
        <ListRow to={"/coming-soon"}>{t("settings.messages")}</ListRow>
        {signedIn && <ListRow to={"/mine/security"}>{t("shell:pages.securityCentre")}</ListRow>}
      </List>
      <List className={styles.list} mode="card">
        <ListRow to={"/clause?kind=privacy"}>{t("settings.privacy")}</ListRow>
        <ListRow to={"/clause?kind=terms"}>{t("settings.terms")}</ListRow>
        <ListRow to={"/mine/customerService"}>{t("shell:pages.customerService")}</ListRow>
        <List.Item extra={APP_VERSION}>{t("settings.version")}</List.Item>
      </List>
    </div>
  );
}
