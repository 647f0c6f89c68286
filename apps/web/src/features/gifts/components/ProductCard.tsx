import { Button, Tag } from "antd-mobile";
import { useTranslation } from "react-i18next";
import type { MallProduct } from "../api";
import styles from "./Gifts.module.css";

/** A product of the mall: name, contents, cost, stock, and the exchange button or why it is blocked. */
export function ProductCard({
  product,
  onExchange,
}: {
  product: MallProduct;
  onExchange: (p: MallProduct) => void;
}) {
  const { t } = useTranslation("gifts");
  const blocked = product.blocked;
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.cardHead}>
        <div className={styles.cardTitle}>
          <span className={styles.name}>{product.name}</span>
          <span className={styles.weak}>{product.contents}</span>
        </div>
        <Button
          size="small"
          color={blocked ? "default" : "primary"}
          disabled={blocked === "soldOut"}
          className={styles.action}
          onClick={() => onExchange(product)}
        >
          {blocked ? t(`blocked.${blocked}`) : t("mall.exchange")}
        </Button>
      </div>
      <div className={styles.meta}>
        <Tag color="warning" fill="solid">
          {t("points", { points: product.pointsCost })}
        </Tag>
        <span>{t("mall.stock", { left: product.stock })}</span>
        {product.physical && <Tag fill="outline">{t("mall.physical")}</Tag>}
        {product.minVipLevel > 0 && <Tag fill="outline">VIP{product.minVipLevel}+</Tag>}
      </div>
    </article>
  );
}
