import { Button, ErrorBlock, Image } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadMore } from "../../../components/LoadMore";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import { showDate } from "../../../lib/dates";
import { allItems } from "../../../lib/pages";
import { useGiftBox } from "../api";
import { CodeCopy } from "../components/CodeCopy";
import styles from "../components/Gifts.module.css";

/** The game box (`/mine/gameBox`): every code the player claimed, with its game and validity. */
export function GameBoxPage() {
  const { t } = useTranslation("gifts");
  const box = useGiftBox();
  const codes = allItems(box.data);
  return (
    <div className={styles.page}>
      <PageHeader title={t("box.title")} />
      {box.isPending ? (
        <PageLoading />
      ) : codes.length === 0 ? (
        <ErrorBlock status="empty" title={t("box.empty")} description={box.error?.message ?? ""}>
          <Link to="/gift/giftCenter">
            <Button color="primary" size="small" className={styles.action}>
              {t("box.browse")}
            </Button>
          </Link>
        </ErrorBlock>
      ) : (
        <>
          <div className={styles.list} data-testid="game-box">
            {codes.map((entry) => (
              <article key={entry.giftId} className={styles.card}>
                <div className={styles.cardHead}>
                  <Image src={entry.gameIcon} width={44} height={44} className={styles.icon} alt="" lazy />
                  <div className={styles.cardTitle}>
                    <Link to={`/gift/${entry.giftId}`} className={styles.name}>
                      {entry.name}
                    </Link>
                    <span className={styles.weak}>{entry.gameName}</span>
                  </div>
                </div>
                <CodeCopy code={entry.code} />
                <p className={styles.weak}>
                  {t("validUntil", { date: showDate(entry.validUntil) })} ·{" "}
                  {t("box.claimedAt", { date: showDate(entry.claimedAt) })}
                </p>
              </article>
            ))}
          </div>
          <LoadMore query={box} />
        </>
      )}
    </div>
  );
}
