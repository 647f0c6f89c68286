import type { ReactNode } from "react";
import styles from "./TabStrip.module.css";

export interface TabStripItem {
  key: string;
  title: ReactNode;
}

/**
 * A row of tabs stretched over the width, the active one underlined: antd-mobile's `Tabs` look for a
 * page that only needs the bar (its content is the route's), without Tabs' code and animation library.
 */
export function TabStrip({
  items,
  activeKey,
  onChange,
  label,
}: {
  items: TabStripItem[];
  activeKey: string;
  onChange: (key: string) => void;
  label?: string;
}) {
  return (
    <div role="tablist" aria-label={label} className={styles.list}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === activeKey}
          className={styles.tab}
          onClick={() => onChange(item.key)}
        >
          <span className={styles.title}>{item.title}</span>
        </button>
      ))}
    </div>
  );
}
