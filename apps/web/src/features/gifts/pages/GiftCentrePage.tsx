import { Tabs } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import stickyTabs from "../../../components/StickyTabs.module.css";
import { useGiftGames } from "../api";
import styles from "../components/Gifts.module.css";
import { PackList } from "../components/PackList";

/** The gift centre: packs by code or for points, of every game or of the game picked. */
export function GiftCentrePage() {
  const { t } = useTranslation("gifts");
  const [search, setSearch] = useSearchParams();
  const kind = search.get("kind") === "points" ? "points" : "code";
  const appId = Number(search.get("appId")) || null;
  const games = useGiftGames();
  const pick = (next: { kind?: string; appId?: number | null }) => {
    const values = { kind, appId, ...next };
    setSearch(
      { kind: values.kind, ...(values.appId ? { appId: String(values.appId) } : {}) },
      { replace: true },
    );
  };
  return (
    <div className={styles.page}>
      <PageHeader title={t("centre.title")} />
      <Tabs activeKey={kind} onChange={(key) => pick({ kind: key })} className={stickyTabs.underHeader}>
        <Tabs.Tab key="code" title={t("centre.code")} />
        <Tabs.Tab key="points" title={t("centre.points")} />
      </Tabs>
      <div className={styles.chips} role="toolbar" aria-label={t("centre.games")}>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={appId === null}
          onClick={() => pick({ appId: null })}
        >
          {t("centre.allGames")}
        </button>
        {games.data?.map((game) => (
          <button
            key={game.appId}
            type="button"
            className={styles.chip}
            aria-pressed={appId === game.appId}
            onClick={() => pick({ appId: game.appId })}
          >
            {game.name}
          </button>
        ))}
      </div>
      <PackList key={`${kind}-${appId}`} kind={kind} appId={appId} />
    </div>
  );
}
