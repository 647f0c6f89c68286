import { MAX_EXCHANGE_QUANTITY } from "@portal/contracts/refs/gifts";
import { Button, Input, Popup, Stepper } from "antd-mobile";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { type DeliveryAddress, type MallProduct, useExchange, useLastAddress } from "../api";
import styles from "./Gifts.module.css";

const emptyAddress: DeliveryAddress = { name: "", phone: "", address: "" };
const addressFields = ["name", "phone", "address"] as const;

/** Exchanging a product: how many, and for a physical product where to send it (last address prefilled). */
export function ExchangeSheet({ product, onClose }: { product: MallProduct | null; onClose: () => void }) {
  return (
    <Popup
      visible={product !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderRadius: "16px 16px 0 0" }}
    >
      {product && <ExchangeForm key={product.productId} product={product} onClose={onClose} />}
    </Popup>
  );
}

function ExchangeForm({ product, onClose }: { product: MallProduct; onClose: () => void }) {
  const { t } = useTranslation("gifts");
  const last = useLastAddress(product.physical);
  const exchange = useExchange();
  const [quantity, setQuantity] = useState(1);
  const [address, setAddress] = useState<DeliveryAddress>(emptyAddress);

  useEffect(() => {
    if (last.data) setAddress(last.data);
  }, [last.data]);

  const submit = () =>
    exchange.mutate(
      { productId: product.productId, quantity, address: product.physical ? address : undefined },
      {
        onSuccess: (answer) => {
          showToast(t("mall.exchanged", { balance: answer.balance }));
          onClose();
        },
        onError: (error) => showToast(errorText(error)),
      },
    );

  return (
    <div className={styles.sheet} data-testid="exchange-sheet">
      <h2 className={styles.sheetTitle}>{product.name}</h2>
      <p className={styles.contents}>{product.contents}</p>
      <div className={styles.meta}>
        <span>{t("mall.quantity")}</span>
        <Stepper
          min={1}
          max={Math.max(1, Math.min(MAX_EXCHANGE_QUANTITY, product.stock))}
          value={quantity}
          onChange={(value) => setQuantity(value)}
          className={styles.stepper}
          aria-label={t("mall.quantity")}
        />
      </div>
      {product.physical &&
        addressFields.map((field) => (
          <div key={field} className={styles.field}>
            <label htmlFor={`address-${field}`}>{t(`mall.address.${field}`)}</label>
            <Input
              id={`address-${field}`}
              className={styles.input}
              value={address[field]}
              onChange={(value) => setAddress((current) => ({ ...current, [field]: value }))}
            />
          </div>
        ))}
      <Button block color="primary" loading={exchange.isPending} className={styles.action} onClick={submit}>
        {t("mall.confirm", { points: product.pointsCost * quantity })}
      </Button>
    </div>
  );
}
