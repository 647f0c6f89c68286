import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { DotLoading, ErrorBlock } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { LoadMore } from "../../../components/LoadMore";
import type { Post } from "../api";
import styles from "./forums.module.css";
import { PostCard } from "./PostCard";

type PostPages = UseInfiniteQueryResult<InfiniteData<{ items: Post[] }>, Error>;

/** A paged list of posts with its loading, empty and error states. */
export function PostList({ query, empty }: { query: PostPages; empty: string }) {
  const { t } = useTranslation("forums");
  if (query.isPending) return <DotLoading className={styles.empty} />;
  if (query.isError && !query.data)
    return <ErrorBlock status="default" title={t("loadFailed")} description={query.error.message} />;
  const posts = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (posts.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <>
      <ul className={styles.posts}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}
