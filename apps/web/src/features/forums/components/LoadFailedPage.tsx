import { ErrorBlock } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import styles from "./forums.module.css";

/** A forum page whose board, post or player could not be read (gone, or the network failed). */
export function LoadFailedPage({ title, error }: { title: string; error: Error | null }) {
  const { t } = useTranslation("forums");
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <ErrorBlock status="default" title={t("loadFailed")} description={error?.message} />
    </div>
  );
}
