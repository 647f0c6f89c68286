import { COMMENT_MAX_CHARS } from "@portal/contracts/refs/forums";
import { DotLoading, ImageViewer } from "antd-mobile";
import { MoreOutline, StarFill, StarOutline } from "antd-mobile-icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { PagedList } from "../../../components/PagedList";
import { PageHeader } from "../../../components/PageHeader";
import { formatCount, formatTime } from "../../../lib/format";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { AuthorLine } from "../../comments/AuthorLine";
import { LikeButton } from "../../comments/LikeButton";
import { sendWithToast, TextComposer } from "../../comments/TextComposer";
import {
  type Comment,
  type Post,
  useAddComment,
  useCollect,
  useCommentLike,
  useComments,
  useDeleteComment,
  useDeletePost,
  usePin,
  usePost,
  usePostLike,
} from "../api";
import { ContentActions, type ContentTarget } from "../components/ContentActions";
import { ForumComment } from "../components/ForumComment";
import styles from "../components/forums.module.css";
import { LoadFailedPage } from "../components/LoadFailedPage";
import { SubCommentSheet, signedInSubmit } from "../components/SubCommentSheet";

/** A post: author, title, text with line breaks, pictures, like, bookmark, more; then its comments. */
export function PostPage() {
  const { t } = useTranslation("forums");
  const postId = Number(useParams().postId);
  const post = usePost(postId);
  if (post.isPending) return <DotLoading className={styles.empty} />;
  if (!post.data)
    return <LoadFailedPage title={t("post.title")} error={post.error} onRetry={() => void post.refetch()} />;
  return <PostView post={post.data} />;
}

function PostView({ post }: { post: Post }) {
  const { t } = useTranslation("forums");
  const navigate = useNavigate();
  const signedIn = useSignedInAction();
  const like = usePostLike();
  const collect = useCollect();
  const pin = usePin();
  const deletePost = useDeletePost();
  const deleteComment = useDeleteComment();
  const [menu, setMenu] = useState<ContentTarget | null>(null);
  const [thread, setThread] = useState<Comment | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const onError = (error: unknown) => showToast(errorText(error));

  const remove = async (target: ContentTarget) => {
    if (target.target === "comment") {
      await deleteComment.mutateAsync(target.id);
      setThread(null);
      return;
    }
    await deletePost.mutateAsync(target.id);
    navigate(`/forum/${post.forumId}`, { replace: true });
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t("post.title")} />
      <article className={styles.section} aria-labelledby="post-title">
        <Link to={`/user/${post.author.uid}`} className={styles.authorLink}>
          <AuthorLine
            author={post.author}
            extra={
              <>
                <span>{formatTime(post.createdAt)}</span>
                {post.edited && <span>{t("post.edited")}</span>}
              </>
            }
          />
        </Link>
        <h2 id="post-title" className={styles.postTitle}>
          {post.pinned && <span className={styles.pinned}>{t("post.pinned")}</span>} {post.title}
        </h2>
        <p className={styles.body}>{post.content}</p>
        {post.images.length > 0 && (
          <div className={styles.images}>
            {post.images.map((image, index) => (
              <button
                key={image.id}
                type="button"
                className={styles.imageButton}
                onClick={() => setViewing(index)}
                aria-label={t("post.viewImage", { index: index + 1 })}
              >
                <img
                  src={image.url}
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  className={styles.image}
                />
              </button>
            ))}
          </div>
        )}
        <div className={styles.actions}>
          <LikeButton
            liked={post.liked}
            count={post.likesCount}
            pending={like.isPending}
            onToggle={signedIn((liked: boolean) => like.mutate({ postId: post.id, liked }, { onError }))}
          />
          <button
            type="button"
            className={styles.action}
            aria-pressed={post.collected}
            disabled={collect.isPending}
            onClick={signedIn(() =>
              collect.mutate(
                { postId: post.id, collected: !post.collected },
                {
                  onSuccess: (answer) =>
                    showToast(t(answer.collected ? "post.collected" : "post.uncollected")),
                  onError,
                },
              ),
            )}
          >
            {post.collected ? <StarFill aria-hidden /> : <StarOutline aria-hidden />}
            <span>{t(post.collected ? "post.collectedLabel" : "post.collect")}</span>
          </button>
          {/* The post's own menu, named in words: unlike the comments' small "···" menus. */}
          <button
            type="button"
            className={`${styles.action} ${styles.postOptions}`}
            aria-haspopup="menu"
            onClick={() =>
              setMenu({ target: "post", id: post.id, mine: post.mine, can: post.can, pinned: post.pinned })
            }
          >
            <MoreOutline aria-hidden />
            <span>{t("post.options")}</span>
          </button>
        </div>
      </article>
      <CommentsSection
        post={post}
        onOpenThread={setThread}
        onMore={(comment) =>
          setMenu({ target: "comment", id: comment.id, mine: comment.mine, can: comment.can })
        }
      />
      <SubCommentSheet
        comment={thread}
        onClose={() => setThread(null)}
        onMore={(comment) =>
          setMenu({ target: "comment", id: comment.id, mine: comment.mine, can: comment.can })
        }
      />
      <ContentActions
        item={menu}
        onClose={() => setMenu(null)}
        onEdit={() => navigate(`/post/${post.id}/edit`)}
        onPin={(_, pinned) =>
          pin.mutate(
            { postId: post.id, pinned },
            { onSuccess: () => showToast(t(pinned ? "post.pinnedDone" : "post.unpinnedDone")), onError },
          )
        }
        onDelete={remove}
      />
      <ImageViewer.Multi
        images={post.images.map((image) => image.url)}
        visible={viewing !== null}
        defaultIndex={viewing ?? 0}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}

function CommentsSection({
  post,
  onOpenThread,
  onMore,
}: {
  post: Post;
  onOpenThread: (comment: Comment) => void;
  onMore: (comment: Comment) => void;
}) {
  const { t } = useTranslation("forums");
  const signedIn = useSignedInAction();
  const comments = useComments(post.id);
  const add = useAddComment();
  const like = useCommentLike();

  const send = (content: string) =>
    sendWithToast(() => add.mutateAsync({ postId: post.id, content }), t("comments.sent"));

  return (
    <section className={styles.section} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.sectionTitle}>
        {t("comments.title", { count: post.commentsCount, formatted: formatCount(post.commentsCount) })}
      </h2>
      <TextComposer
        max={COMMENT_MAX_CHARS}
        rows={2}
        placeholder={t("comments.placeholder")}
        submitLabel={t("comments.send")}
        pending={add.isPending}
        onSubmit={signedInSubmit(signedIn, send)}
      />
      <PagedList query={comments} empty={<p className={styles.empty}>{t("comments.empty")}</p>}>
        {(items) =>
          items.map((comment) => (
            <ForumComment
              key={comment.id}
              comment={comment}
              likePending={like.isPending && like.variables?.commentId === comment.id}
              onLike={signedIn((liked: boolean) =>
                like.mutate(
                  { commentId: comment.id, liked },
                  { onError: (error) => showToast(errorText(error)) },
                ),
              )}
              onReply={() => onOpenThread(comment)}
              onOpenReplies={() => onOpenThread(comment)}
              preview={comment.preview}
              onMore={() => onMore(comment)}
            />
          ))
        }
      </PagedList>
    </section>
  );
}
