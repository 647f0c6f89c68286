import { useTranslation } from "react-i18next";
import { showDate } from "../../../lib/dates";
import type { Order } from "../api";
import { money } from "../money";
import styles from "./Topup.module.css";

/** One order: number, game, server, role, item, amount, time, method and status. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation("topup");
  const rows: [string, string][] = [
    [t("fields.orderNo"), order.orderNo],
    [t("game"), order.gameName],
    [t("server"), order.serverName],
    [t("role"), `${order.roleName} · ${t("level", { level: order.roleLevel })}`],
    [t("goods"), order.goodsName],
    [t("fields.amount"), money(order.amountMinor, order.currency)],
    [t("fields.time"), showDate(order.createdAt, "dayTime")],
    [t("method"), t(`methods.${order.method}`, { defaultValue: order.method })],
  ];
  return (
    <article className={styles.order} data-testid="order-card">
      <div className={styles.orderHead}>
        <span>{order.goodsName}</span>
        <span data-status={order.status}>{t(`status.${order.status}`)}</span>
      </div>
      <dl className={styles.summary}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
