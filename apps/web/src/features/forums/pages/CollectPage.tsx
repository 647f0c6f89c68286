import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { useCollected } from "../api";
import styles from "../components/forums.module.css";
import { PostList } from "../components/PostList";

/** Mine → bookmarks: the posts the player bookmarked, newest bookmark first. */
export function CollectPage() {
  const { t } = useTranslation("forums");
  const collected = useCollected();
  return (
    <div className={styles.page}>
      <PageHeader title={t("collect.title")} />
      <PostList query={collected} empty={t("collect.empty")} />
    </div>
  );
}
