import { Button } from "antd-mobile";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { showToast } from "../../../lib/toast";
import { useOrderStatus } from "../api";
import { NotReceivedHelp } from "./NotReceivedHelp";
import styles from "./Topup.module.css";

export interface QrNext {
  qrImage: string;
  bankUrl: string;
  expiresAt: string;
  validityMinutes: number;
}

function useSecondsLeft(expiresAt: string) {
  const left = () => Math.max(0, Math.round((new Date(expiresAt).getTime() - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  });
  return seconds;
}

/**
 * The bank-app QR code with its countdown. The page polls the order's status by itself and moves
 * to the result when the payment lands; "I have paid" checks at once.
 */
export function QrPayment({ orderNo, next }: { orderNo: string; next: QrNext }) {
  const { t } = useTranslation("topup");
  const navigate = useNavigate();
  const status = useOrderStatus(orderNo, 2000);
  const seconds = useSecondsLeft(next.expiresAt);
  const result = status.data?.result;
  const paid = status.data && status.data.status !== "pending";

  useEffect(() => {
    if (result === "success") navigate(`/payment/success/${orderNo}`, { replace: true });
    else if (result === "fail") navigate(`/payment/fail/${orderNo}`, { replace: true });
    else if (paid) navigate(`/payment/pending/${orderNo}`, { replace: true });
  }, [result, paid, orderNo, navigate]);

  const recheck = async () => {
    const fresh = await status.refetch();
    if (fresh.data?.status === "pending") showToast(t("notPaidYet"));
  };
  const clock = `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;

  return (
    <section className={`${styles.section} ${styles.qr}`} aria-label={t("qrTitle")}>
      <h2 className={styles.sectionTitle}>{t("qrTitle")}</h2>
      {seconds > 0 ? (
        <>
          <img src={next.qrImage} alt={t("qrTitle")} />
          <p className={styles.hint}>{t("qrValid", { minutes: next.validityMinutes })}</p>
          <p className={styles.countdown} role="timer">
            {t("timeLeft", { time: clock })}
          </p>
          <Button
            block
            color="primary"
            onClick={() => {
              window.open(next.bankUrl, "_blank");
            }}
          >
            {t("openBank")}
          </Button>
          <Button block onClick={recheck} loading={status.isFetching}>
            {t("iHavePaid")}
          </Button>
        </>
      ) : (
        <p className={styles.problem}>{t("qrExpired")}</p>
      )}
      <NotReceivedHelp orderNo={orderNo} />
    </section>
  );
}
