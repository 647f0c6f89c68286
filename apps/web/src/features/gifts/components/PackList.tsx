import { ErrorBlock } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadMore } from "../../../components/LoadMore";
import { PageLoading } from "../../../components/PageLoading";
import { allItems } from "../../../lib/pages";
import { type PackKind, usePackList } from "../api";
import { useClaimFlow } from "./ClaimFlow";
import styles from "./Gifts.module.css";
import { PackCard } from "./PackCard";

/** Packs of a kind (of one game, or of all), a page at a time, each claimable in place. */
export function PackList({
  kind,
  appId = null,
  empty,
}: {
  kind: PackKind;
  appId?: number | null;
  /** What an empty list says; "No packs yet" by default. */
  empty?: ReactNode;
}) {
  const { t } = useTranslation("gifts");
  const list = usePackList(kind, appId);
  const flow = useClaimFlow();
  const packs = allItems(list.data);
  if (list.isPending) return <PageLoading />;
  if (packs.length === 0)
    return (
      empty ?? (
        <ErrorBlock status="empty" title={t("empty")} description={list.isError ? list.error.message : ""} />
      )
    );
  return (
    <>
      <div className={styles.list} data-testid="pack-list">
        {packs.map((pack) => (
          <PackCard
            key={pack.giftId}
            pack={pack}
            onClaim={flow.start}
            claiming={flow.pending === pack.giftId}
            hideGame={appId !== null}
          />
        ))}
      </div>
      <LoadMore query={list} />
      {flow.dialogs}
    </>
  );
}
