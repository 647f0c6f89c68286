import { ErrorBlock, Tabs } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LoadMore } from "../../../components/LoadMore";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import stickyTabs from "../../../components/StickyTabs.module.css";
import { showDate } from "../../../lib/dates";
import { allItems } from "../../../lib/pages";
import { useSignedInUid } from "../../../lib/session";
import { useSignedInAction } from "../../../lib/signed-in-action";
import { type MallProduct, type MallSection, useExchangeRecords, useMallIndex, useMallSection } from "../api";
import { ExchangeSheet } from "../components/ExchangeSheet";
import styles from "../components/Gifts.module.css";
import { ProductCard } from "../components/ProductCard";
import { TreasureBox } from "../components/TreasureBox";

const tabs = ["general", "vip", "birthday", "records"] as const;
type MallTab = (typeof tabs)[number];

/** The points mall (`/gift/mall`): balance, treasure box, products by section, exchange records. */
export function MallPage() {
  const { t } = useTranslation("gifts");
  const [search] = useSearchParams();
  const asked = search.get("tab") as MallTab;
  const tab: MallTab = tabs.includes(asked) ? asked : "general";
  const index = useMallIndex();
  const uid = useSignedInUid();
  return (
    <div className={styles.page}>
      <PageHeader title={t("mall.title")} />
      {uid !== null && (
        <div className={styles.balance}>
          <span>{t("score.balance")}</span>
          <strong className={styles.balanceValue} data-testid="mall-balance">
            {index.data?.balance ?? "–"}
          </strong>
        </div>
      )}
      {index.data && (
        <div className={styles.list}>
          <TreasureBox box={index.data.treasureBox} />
        </div>
      )}
      {/* The products wait for the treasure box above them, which would otherwise push them down. */}
      {index.isPending ? <PageLoading /> : <MallSections tab={tab} />}
    </div>
  );
}

function MallSections({ tab }: { tab: MallTab }) {
  const { t } = useTranslation("gifts");
  const [, setSearch] = useSearchParams();
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        className={stickyTabs.underHeader}
      >
        {tabs.map((key) => (
          <Tabs.Tab key={key} title={t(`mall.tabs.${key}`)} />
        ))}
      </Tabs>
      {tab === "records" ? <ExchangeRecords /> : <Products key={tab} section={tab} />}
    </>
  );
}

function Products({ section }: { section: MallSection }) {
  const { t } = useTranslation("gifts");
  const list = useMallSection(section);
  const [chosen, setChosen] = useState<MallProduct | null>(null);
  const choose = useSignedInAction()((product: MallProduct) => setChosen(product));
  const products = allItems(list.data);
  if (list.isPending) return <PageLoading />;
  if (products.length === 0) return <ErrorBlock status="empty" title={t("empty")} description="" />;
  return (
    <>
      <p className={`${styles.section} ${styles.weak}`}>{t(`mall.hint.${section}`)}</p>
      <div className={styles.list}>
        {products.map((product) => (
          <ProductCard key={product.productId} product={product} onExchange={choose} />
        ))}
      </div>
      <LoadMore query={list} />
      <ExchangeSheet product={chosen} onClose={() => setChosen(null)} />
    </>
  );
}

function ExchangeRecords() {
  const { t } = useTranslation("gifts");
  const records = useExchangeRecords();
  const items = allItems(records.data);
  if (records.isPending) return <PageLoading />;
  if (items.length === 0)
    return (
      <ErrorBlock status="empty" title={t("mall.noRecords")} description={records.error?.message ?? ""} />
    );
  return (
    <>
      <div className={styles.list} data-testid="exchange-records">
        {items.map((record) => (
          <article key={record.exchangeId} className={styles.card}>
            <div className={styles.cardHead}>
              <span className={`${styles.name} ${styles.cardTitle}`}>{record.name}</span>
              <span className={styles.minus}>-{record.points}</span>
            </div>
            <p className={styles.weak}>
              {t("mall.recordLine", {
                quantity: record.quantity,
                date: showDate(record.createdAt),
              })}
            </p>
            {record.address && (
              <p className={styles.weak}>
                {record.address.name} · {record.address.phone} · {record.address.address}
              </p>
            )}
          </article>
        ))}
      </div>
      <LoadMore query={records} />
    </>
  );
}
