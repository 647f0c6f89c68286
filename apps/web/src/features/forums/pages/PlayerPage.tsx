import { Button, DotLoading } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { formatCount } from "../../../lib/format";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { AuthorLine } from "../../comments/AuthorLine";
import { useFollowPlayer, usePlayer, usePostList } from "../api";
import styles from "../components/forums.module.css";
import { LoadFailedPage } from "../components/LoadFailedPage";
import { PostList } from "../components/PostList";

/** A player's page: who they are, followers, following, posts, and a follow button. */
export function PlayerPage() {
  const { t } = useTranslation("forums");
  const uid = Number(useParams().uid);
  const player = usePlayer(uid);
  const posts = usePostList({ uid, sort: "newest" });
  const follow = useFollowPlayer();
  const signedIn = useSignedInAction();
  if (player.isPending) return <DotLoading className={styles.empty} />;
  if (!player.data)
    return (
      <LoadFailedPage title={t("player.title")} error={player.error} onRetry={() => void player.refetch()} />
    );
  const info = player.data;
  return (
    <div className={styles.page}>
      <PageHeader title={info.author.nickname} />
      <section className={`${styles.section} ${styles.player}`}>
        <AuthorLine author={info.author} extra={info.bio ? <span>{info.bio}</span> : undefined} />
        <dl className={styles.figures}>
          {(["postsCount", "followersCount", "followingCount"] as const).map((key) => (
            <div key={key}>
              <dt>{t(`player.${key}`)}</dt>
              <dd>{formatCount(info[key])}</dd>
            </div>
          ))}
        </dl>
        {!info.mine && (
          <Button
            color="primary"
            fill={info.followed ? "outline" : "solid"}
            aria-pressed={info.followed}
            loading={follow.isPending}
            onClick={signedIn(() =>
              follow.mutate(
                { uid, followed: !info.followed },
                { onError: (error) => showToast(errorText(error)) },
              ),
            )}
          >
            {t(info.followed ? "player.following" : "player.follow")}
          </Button>
        )}
      </section>
      <h2 className="visually-hidden">{t("player.posts")}</h2>
      <PostList query={posts} empty={t("player.empty")} />
    </div>
  );
}
