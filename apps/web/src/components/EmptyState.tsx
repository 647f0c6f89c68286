import { FileOutline } from "antd-mobile-icons";
import type { ReactNode } from "react";
import styles from "./EmptyState.module.css";

/**
 * "No content" and its kin: an icon, a title, an optional line and action. Lighter than antd-mobile's
 * ErrorBlock (whose four illustrations would ride along with every list on the first screen).
 */
export function EmptyState({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`${styles.empty} ${className ?? ""}`} role="status">
      <FileOutline className={styles.icon} aria-hidden />
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </div>
  );
}
