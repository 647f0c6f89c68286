import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { useHotGames } from "../api";
import { BackToTop } from "../components/BackToTop";
import { GameList } from "../components/GameList";
import styles from "./CataloguePage.module.css";

/** Hot games (`/hotGame`): the games marked hot first, then by popularity. */
export function HotGamePage() {
  const { t } = useTranslation("games");
  const list = useHotGames();
  return (
    <div className={styles.page}>
      <PageHeader title={t("hotGame.title")} />
      <GameList query={list} />
      <BackToTop />
    </div>
  );
}
