import { postSorts } from "@portal/contracts/refs/forums";
import { DotLoading } from "antd-mobile";
import { EditSOutline } from "antd-mobile-icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { formatCount } from "../../../lib/format";
import { type PostSort, useBoard, usePostList } from "../api";
import { boardName } from "../board-name";
import { FollowBoardButton } from "../components/FollowBoardButton";
import styles from "../components/forums.module.css";
import { LoadFailedPage } from "../components/LoadFailedPage";
import { PostList } from "../components/PostList";

/** One board: follow, sort (latest reply, newest, hottest), posts with pinned ones first, write. */
export function BoardPage() {
  const { t } = useTranslation("forums");
  const forumId = Number(useParams().forumId);
  const board = useBoard(forumId);
  const [sort, setSort] = useState<PostSort>("reply");
  const posts = usePostList({ forumId, sort });

  if (board.isPending) return <DotLoading className={styles.empty} />;
  if (!board.data)
    return (
      <LoadFailedPage title={t("boards.title")} error={board.error} onRetry={() => void board.refetch()} />
    );
  const name = boardName(board.data, t);
  return (
    <div className={styles.page}>
      <PageHeader title={`${board.data.gameName} · ${name}`} />
      <section className={`${styles.section} ${styles.boardHead}`}>
        <div>
          <h2 className={styles.sectionTitle}>{name}</h2>
          {board.data.intro && <p className={styles.muted}>{board.data.intro}</p>}
          <span className={styles.muted}>
            {t("board.posts", {
              count: board.data.postsCount,
              formatted: formatCount(board.data.postsCount),
            })}
            {" · "}
            {t("board.followers", {
              count: board.data.followersCount,
              formatted: formatCount(board.data.followersCount),
            })}
          </span>
        </div>
        <FollowBoardButton board={board.data} />
      </section>
      <fieldset className={styles.sorts}>
        <legend className="visually-hidden">{t("sort.label")}</legend>
        {postSorts.map((key) => (
          <button
            key={key}
            type="button"
            className={styles.sort}
            aria-pressed={sort === key}
            onClick={() => setSort(key)}
          >
            {t(`sort.${key}`)}
          </button>
        ))}
      </fieldset>
      <PostList query={posts} empty={t("board.empty")} />
      {board.data.canPost && (
        <Link to={`/post/new?forumId=${forumId}`} className={styles.write}>
          <EditSOutline aria-hidden />
          {t("post.write")}
        </Link>
      )}
    </div>
  );
}
