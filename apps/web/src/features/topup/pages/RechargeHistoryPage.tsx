import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadMore } from "../../../components/LoadMore";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import { historyQuery } from "../api";
import { OrderCard } from "../components/OrderCard";
import styles from "../components/Topup.module.css";

/** Every order of the player, newest first; each opens its result page. */
export function RechargeHistoryPage() {
  const { t } = useTranslation("topup");
  const query = useInfiniteQuery(historyQuery());
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className={styles.page}>
      <PageHeader title={t("result.history")} />
      {query.error && <p className={styles.problem}>{query.error.message}</p>}
      {query.isPending && <PageLoading />}
      {query.data && orders.length === 0 && <p className={styles.empty}>{t("historyEmpty")}</p>}
      {orders.map((order) => (
        <Link
          key={order.orderNo}
          to={`/payment/${order.result}/${order.orderNo}`}
          style={{ textDecoration: "none" }}
        >
          <OrderCard order={order} />
        </Link>
      ))}
      {orders.length > 0 && <LoadMore query={query} />}
    </div>
  );
}
