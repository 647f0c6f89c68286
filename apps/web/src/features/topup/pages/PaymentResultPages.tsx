import { Button } from "antd-mobile";
import { CheckCircleFill, ClockCircleFill, CloseCircleFill } from "antd-mobile-icons";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { ContentUnavailable } from "../../../components/ContentUnavailable";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import { type Order, useOrder, useOrderStatus } from "../api";
import { NotReceivedHelp } from "../components/NotReceivedHelp";
import { OrderCard } from "../components/OrderCard";
import styles from "../components/Topup.module.css";

type Kind = "success" | "pending" | "fail";

const icons = {
  success: <CheckCircleFill color="var(--adm-color-success)" />,
  pending: <ClockCircleFill color="var(--adm-color-warning)" />,
  fail: <CloseCircleFill color="var(--color-danger)" />,
};

/** The address of the same order's choice, for "pay again". */
function payAgainUrl(order: Order) {
  const query = new URLSearchParams({
    appId: String(order.appId),
    serverId: order.serverId,
    roleId: order.roleId,
    region: order.region,
  });
  return `/payment?${query}`;
}

function ResultPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation("topup");
  const navigate = useNavigate();
  const { order_no: orderNo = "", msg } = useParams();
  const status = useOrderStatus(orderNo);
  const order = useOrder(orderNo);
  const result = status.data?.result;

  // The pending page follows the order to its result; a stale result page corrects itself.
  useEffect(() => {
    if (result && result !== kind) navigate(`/payment/${result}/${orderNo}`, { replace: true });
  }, [result, kind, orderNo, navigate]);
  useEffect(() => {
    if (status.data) void order.refetch();
  }, [status.data, order.refetch]);

  const data = order.data;
  // Paid from the balance or a card: the money is taken, only delivery is left (never "pending review").
  const delivering = kind === "pending" && (status.data?.status ?? data?.status) === "paid";
  const title =
    kind === "success"
      ? t("result.success")
      : kind === "fail"
        ? t("result.fail")
        : delivering
          ? t("result.delivering")
          : t("result.pending");
  return (
    <div className={styles.page}>
      <PageHeader title={t("title")} />
      {order.error && <ContentUnavailable error={order.error} onRetry={() => void order.refetch()} />}
      {!data && !order.error && <PageLoading />}
      {data && (
        <>
          <section className={styles.result} data-testid={`result-${kind}`}>
            <span className={styles.resultIcon} aria-hidden>
              {icons[kind]}
            </span>
            <h2 className={styles.resultTitle}>{title}</h2>
            {kind === "success" && (
              <p className={styles.hint}>{t("result.successText", { role: data.roleName })}</p>
            )}
            {kind === "pending" && msg === "email" && data.email && (
              <p className={styles.hint}>{t("emailSent", { email: data.email })}</p>
            )}
            {kind === "pending" && msg === "browser" && <p className={styles.hint}>{t("openedInBrowser")}</p>}
            {kind === "pending" && (
              <p className={styles.hint}>
                {delivering ? t("result.deliveringText", { role: data.roleName }) : t("result.pendingText")}
              </p>
            )}
            {kind !== "fail" && data.status !== "delivered" && (
              <p className={styles.hint}>{t("stayOnline")}</p>
            )}
          </section>
          <OrderCard order={data} />
          <div className={styles.actions}>
            {kind === "pending" && data.payUrl && (
              <Button block color="primary" onClick={() => window.location.assign(data.payUrl ?? "")}>
                {t("continuePay")}
              </Button>
            )}
            {kind === "fail" && (
              <Button block color="primary" onClick={() => navigate(payAgainUrl(data))}>
                {t("result.payAgain")}
              </Button>
            )}
            <Button block onClick={() => navigate("/mine/rechargeHistory")}>
              {t("result.history")}
            </Button>
            <NotReceivedHelp orderNo={data.orderNo} />
          </div>
        </>
      )}
    </div>
  );
}

export const PaymentSuccessPage = () => <ResultPage kind="success" />;
export const PaymentPendingPage = () => <ResultPage kind="pending" />;
export const PaymentFailPage = () => <ResultPage kind="fail" />;
