import { NEWS_COMMENT_MAX_CHARS } from "@portal/contracts/refs/news";
import { Button } from "antd-mobile";
import { MessageOutline, MoreOutline } from "antd-mobile-icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";
import { useSignedInUid } from "../../../lib/session";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { CommentAction, CommentItem } from "../../comments/CommentItem";
import { MoreSheet } from "../../comments/MoreSheet";
import { ReplySheet, ReplyThread } from "../../comments/ReplySheet";
import { sendWithToast, TextComposer } from "../../comments/TextComposer";
import {
  type NewsComment,
  type NewsReply,
  useAddComment,
  useAddReply,
  useComments,
  useNewsLike,
  useReplyInfo,
  useReplyList,
  useReportComment,
} from "../api";
import { NewsList } from "./NewsList";
import styles from "./news.module.css";

type Reported = { target: "comment" | "reply"; id: number };

/** An article's comments: composer, newest first, likes, threaded replies in a sheet, reports. */
export function NewsComments({ newsId, count }: { newsId: number; count: number }) {
  const { t } = useTranslation("news");
  const uid = useSignedInUid();
  const signedIn = useSignedInAction();
  const list = useComments(newsId);
  const add = useAddComment(newsId);
  const like = useNewsLike();
  const report = useReportComment();
  const [opened, setOpened] = useState<NewsComment | null>(null);
  const [moreFor, setMoreFor] = useState<Reported | null>(null);

  const toggleLike = (target: "comment" | "reply", id: number, liked: boolean) =>
    like.mutate({ target, id, liked }, { onError: (error) => showToast(errorText(error)) });
  const likePendingId = (target: string) =>
    like.isPending && like.variables?.target === target ? Number(like.variables.id) : undefined;

  const post = (content: string) => sendWithToast(() => add.mutateAsync(content), t("comments.sent"));

  return (
    <section className={styles.commentsSection} aria-labelledby="news-comments-title">
      <h2 id="news-comments-title" className={styles.sectionTitle}>
        {t("comments.count", { count })}
      </h2>
      {uid === null ? (
        <Button block color="primary" fill="outline" onClick={signedIn(() => undefined)}>
          {t("comments.signIn")}
        </Button>
      ) : (
        <TextComposer
          max={NEWS_COMMENT_MAX_CHARS}
          rows={2}
          label={t("comments.label")}
          placeholder={t("comments.placeholder")}
          submitLabel={t("comments.send")}
          onSubmit={post}
          pending={add.isPending}
        />
      )}
      <NewsList
        query={list}
        empty={t("comments.empty")}
        label={t("comments.title")}
        renderItem={(comment) => (
          <li key={comment.id}>
            <NewsCommentItem
              comment={comment}
              onLike={signedIn((liked: boolean) => toggleLike("comment", comment.id, liked))}
              onOpen={() => setOpened(comment)}
              onMore={() => setMoreFor({ target: "comment", id: comment.id })}
              likePending={likePendingId("comment") === comment.id}
            />
          </li>
        )}
      />
      <ReplySheet open={opened !== null} title={t("comments.thread")} onClose={() => setOpened(null)}>
        {opened && (
          <CommentThread
            comment={opened}
            onLike={toggleLike}
            likePendingId={likePendingId}
            onMore={(reported) => setMoreFor(reported)}
          />
        )}
      </ReplySheet>
      <MoreSheet
        subject={moreFor}
        onClose={() => setMoreFor(null)}
        onReport={(reported, reason) => report.mutateAsync({ ...reported, reason })}
      />
    </section>
  );
}

function CommentThread({
  comment: opened,
  onLike,
  likePendingId,
  onMore,
}: {
  comment: NewsComment;
  onLike: (target: "comment" | "reply", id: number, liked: boolean) => void;
  likePendingId: (target: string) => number | undefined;
  onMore: (reported: Reported) => void;
}) {
  const signedIn = useSignedInAction();
  const info = useReplyInfo(opened.id);
  const list = useReplyList(opened.id);
  const add = useAddReply(opened.id, opened.newsId);
  const comment = info.data?.comment ?? opened;
  return (
    <ReplyThread<NewsReply>
      head={
        <NewsCommentItem
          full
          comment={comment}
          onLike={signedIn((liked: boolean) => onLike("comment", comment.id, liked))}
          onMore={() => onMore({ target: "comment", id: comment.id })}
          likePending={likePendingId("comment") === comment.id}
        />
      }
      count={comment.repliesCount}
      list={list}
      onLike={(reply, liked) => onLike("reply", reply.id, liked)}
      likePendingId={likePendingId("reply")}
      onSend={(content, parentReplyId) => add.mutateAsync({ content, parentReplyId })}
      sending={add.isPending}
      onMore={(reply) => onMore({ target: "reply", id: reply.id })}
    />
  );
}

/** A comment on an article in the comment kit's look: replies count and "more" beside the like. */
function NewsCommentItem({
  comment,
  onLike,
  onOpen,
  onMore,
  likePending,
  full = false,
}: {
  comment: NewsComment;
  onLike: (liked: boolean) => void;
  onOpen?: () => void;
  onMore?: () => void;
  likePending?: boolean;
  full?: boolean;
}) {
  const { t } = useTranslation("news");
  return (
    <CommentItem
      comment={comment}
      label={comment.author.nickname}
      full={full}
      onLike={onLike}
      likePending={likePending}
      actions={
        <>
          {onOpen && (
            <CommentAction onClick={onOpen}>
              <MessageOutline aria-hidden />
              <span aria-hidden>{formatCount(comment.repliesCount)}</span>
              <span className="visually-hidden">
                {t("comments.replies", { count: comment.repliesCount })}
              </span>
            </CommentAction>
          )}
          {onMore && !comment.mine && (
            <CommentAction onClick={onMore} aria-label={t("comments.more")}>
              <MoreOutline aria-hidden />
            </CommentAction>
          )}
        </>
      }
    />
  );
}
