import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ContentUnavailable } from "../../../components/ContentUnavailable";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import { usePack } from "../api";
import { useClaimFlow } from "../components/ClaimFlow";
import styles from "../components/Gifts.module.css";
import { PackCard } from "../components/PackCard";

/** One pack (`/gift/:giftId`): the card with its claim, then how to use it. */
export function GiftDetailPage() {
  const { t } = useTranslation("gifts");
  const giftId = Number(useParams().giftId);
  const pack = usePack(giftId);
  const flow = useClaimFlow();
  return (
    <div className={styles.page}>
      <PageHeader title={t("detail.title")} />
      {pack.isPending ? (
        <PageLoading />
      ) : pack.isError ? (
        <ContentUnavailable error={pack.error} onRetry={() => void pack.refetch()} />
      ) : (
        <div className={styles.list}>
          <PackCard pack={pack.data} onClaim={flow.start} claiming={flow.pending === giftId} />
          <section className={styles.card}>
            <h2 className={styles.sectionTitle}>{t("detail.instructions")}</h2>
            <p className={styles.contents}>{pack.data.instructions}</p>
          </section>
        </div>
      )}
      {flow.dialogs}
    </div>
  );
}
