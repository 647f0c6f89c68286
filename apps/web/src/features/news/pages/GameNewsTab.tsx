import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useGameNews } from "../api";
import { NewsItem } from "../components/NewsItem";
import { NewsList } from "../components/NewsList";

/** The game detail's news tab (`/game/:appId/news`): that game's news, newest first. */
export function GameNewsTab() {
  const { t } = useTranslation("news");
  const appId = Number(useParams().appId);
  const list = useGameNews(appId);
  return (
    <section aria-label={t("title")}>
      <NewsList
        query={list}
        empty={t("gameTab.empty")}
        label={t("title")}
        renderItem={(item) => (
          <li key={item.id}>
            <NewsItem item={item} showGame={false} />
          </li>
        )}
      />
    </section>
  );
}
