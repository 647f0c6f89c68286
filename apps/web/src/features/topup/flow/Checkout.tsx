import { Button, Dialog, Selector } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Coupon, Goods } from "../api";
import styles from "../components/Topup.module.css";
import { money } from "../money";
import { Step } from "./Steps";

/** The coupons that fit the item, or none. */
export function CouponStep({
  item,
  coupons,
  chosen,
  onChoose,
}: {
  item: Goods;
  coupons: Coupon[];
  chosen: number | undefined;
  onChoose: (couponId: number | undefined) => void;
}) {
  const { t } = useTranslation("topup");
  return (
    <Step id="topup-coupon" title={t("coupon")}>
      <Selector
        columns={2}
        value={[chosen ?? 0]}
        options={[
          { label: t("noCoupon"), value: 0 },
          ...coupons.map((c) => ({
            label:
              c.kind === "percent"
                ? t("percentOff", { value: c.value })
                : t("amountOff", { amount: money(c.value, c.currency ?? item.currency) }),
            value: c.id,
          })),
        ]}
        onChange={(value) => onChoose(value[0] || undefined)}
      />
    </Step>
  );
}

/** Price, discount and total (display only: the server decides the amount). */
export function PriceSummary({ item, discount }: { item: Goods; discount: number }) {
  const { t } = useTranslation("topup");
  return (
    <section className={styles.section}>
      <dl className={styles.summary}>
        <dt>{t("price")}</dt>
        <dd>{money(item.priceMinor, item.currency)}</dd>
        {discount > 0 && (
          <>
            <dt>{t("discount")}</dt>
            <dd>−{money(discount, item.currency)}</dd>
          </>
        )}
        <dt>{t("total")}</dt>
        <dd className={styles.total} data-testid="total">
          {money(item.priceMinor - discount, item.currency)}
        </dd>
      </dl>
    </section>
  );
}

/** The pay button, with the total once an item is chosen. */
export function PayBar({
  item,
  discount,
  pending,
  onPay,
}: {
  item: Goods | undefined;
  discount: number;
  pending: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation("topup");
  return (
    <div className={styles.payBar}>
      <Button block color="primary" className={styles.payButton} loading={pending} onClick={onPay}>
        {item ? t("pay", { amount: money(item.priceMinor - discount, item.currency) }) : t("title")}
      </Button>
    </div>
  );
}

/** The e-mail order needs a bound e-mail: bind one, or choose another method. */
export function BindMailDialog({
  visible,
  onClose,
  onOtherMethod,
}: {
  visible: boolean;
  onClose: () => void;
  onOtherMethod: () => void;
}) {
  const { t } = useTranslation(["topup", "errors"]);
  const navigate = useNavigate();
  return (
    <Dialog
      visible={visible}
      title={t("bindEmailTitle")}
      content={t("errors:paymentEmailRequired")}
      onClose={onClose}
      actions={[
        [
          { key: "other", text: t("otherMethod"), onClick: onOtherMethod },
          { key: "bind", text: t("goBind"), bold: true, onClick: () => navigate("/mine/bindMail") },
        ],
      ]}
    />
  );
}
