import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import { showDate } from "../../../lib/dates";
import { useCoupons } from "../api";
import styles from "../components/Topup.module.css";
import { money } from "../money";

/** The player's discount coupons: value, game, minimum spend, validity and state. */
export function DiscountCouponPage() {
  const { t } = useTranslation("topup");
  const coupons = useCoupons();
  return (
    <div className={styles.page}>
      <PageHeader title={t("coupons.title")} />
      {coupons.error && <p className={styles.problem}>{coupons.error.message}</p>}
      {coupons.isPending && <PageLoading />}
      {coupons.data?.length === 0 && <p className={styles.empty}>{t("coupons.empty")}</p>}
      {coupons.data?.map((c) => (
        <article key={c.id} className={styles.coupon} data-state={c.state} data-testid="coupon">
          <span className={styles.couponValue}>
            {c.kind === "percent" ? t("percentOff", { value: c.value }) : money(c.value, c.currency ?? "USD")}
          </span>
          <div className={styles.couponBody}>
            <strong>{c.gameNames.length > 0 ? c.gameNames.join(" · ") : t("coupons.allGames")}</strong>
            <span>
              {c.minSpendMinor > 0
                ? t("coupons.minSpend", { amount: money(c.minSpendMinor, c.currency ?? "USD") })
                : t("coupons.noMinimum")}
            </span>
            <span>{t("coupons.validUntil", { date: showDate(c.endsAt) })}</span>
          </div>
          <span>{t(`coupons.state.${c.state}`)}</span>
        </article>
      ))}
    </div>
  );
}
