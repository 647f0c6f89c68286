import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../lib/toast";
import styles from "./Gifts.module.css";

/** A claimed code, selectable, with a copy button (44 px). */
export function CodeCopy({ code }: { code: string }) {
  const { t } = useTranslation("gifts");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      showToast(t("copied"));
    } catch {
      showToast(t("copyFailed"));
    }
  };
  return (
    <div className={styles.codeRow}>
      <code className={styles.code} data-testid="gift-code">
        {code}
      </code>
      <Button size="small" color="primary" fill="outline" className={styles.copy} onClick={() => void copy()}>
        {t("copy")}
      </Button>
    </div>
  );
}
