import { LeftOutline } from "antd-mobile-icons";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./PageHeader.module.css";
import { useGoBack } from "./use-go-back";

/** A page's top bar: a real back button (44 px), the title, an optional action on the right. */
export function PageHeader({ title, right }: { title: ReactNode; right?: ReactNode }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className={styles.header}>
      <button type="button" className={styles.back} onClick={goBack} aria-label={t("back")}>
        <LeftOutline />
      </button>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.right}>{right}</div>
    </header>
  );
}
