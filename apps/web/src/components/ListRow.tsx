import { List } from "antd-mobile";
import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./ListRow.module.css";

/**
 * A row of an antd-mobile list that opens something: a real link (with its address) or a button,
 * so keyboards and screen readers reach it. antd-mobile's clickable rows are anchors without an
 * address, which both skip. The whole row stays the touch target.
 */
export function ListRow(props: {
  to?: string;
  onClick?: () => void;
  extra?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  const label = props.to ? (
    <Link to={props.to} className={styles.target}>
      {props.children}
    </Link>
  ) : (
    <button type="button" className={styles.target} onClick={props.onClick}>
      {props.children}
    </button>
  );
  return (
    <List.Item className={styles.row} arrowIcon extra={props.extra} description={props.description}>
      {label}
    </List.Item>
  );
}
