import { COMMENT_MAX_CHARS } from "@portal/contracts/refs/forums";
import { DotLoading } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadMore } from "../../../components/LoadMore";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { ReplySheet } from "../../comments/ReplySheet";
import { sendWithToast, TextComposer } from "../../comments/TextComposer";
import { type Comment, useAddSubComment, useCommentLike, useSubComments } from "../api";
import { ForumComment } from "./ForumComment";
import styles from "./forums.module.css";

/** A comment's replies in a sheet: the comment, its sub-comments oldest first, and a composer. */
export function SubCommentSheet({
  comment,
  onClose,
  onMore,
}: {
  comment: Comment | null;
  onClose: () => void;
  onMore: (comment: Comment) => void;
}) {
  const { t } = useTranslation("forums");
  return (
    <ReplySheet open={comment !== null} title={t("comments.repliesTitle")} onClose={onClose}>
      {comment && <Thread head={comment} onMore={onMore} />}
    </ReplySheet>
  );
}

function Thread({ head, onMore }: { head: Comment; onMore: (comment: Comment) => void }) {
  const { t } = useTranslation("forums");
  const signedIn = useSignedInAction();
  const replies = useSubComments(head.id);
  const like = useCommentLike();
  const add = useAddSubComment();
  const [target, setTarget] = useState<Comment>(head);
  const items = replies.data?.pages.flatMap((page) => page.items) ?? [];

  const send = async (content: string) => {
    const sent = await sendWithToast(
      () => add.mutateAsync({ commentId: target.id, content }),
      t("comments.sent"),
    );
    if (sent) setTarget(head);
    return sent;
  };

  const render = (comment: Comment) => (
    <ForumComment
      key={comment.id}
      comment={comment}
      likePending={like.isPending && like.variables?.commentId === comment.id}
      onLike={signedIn((liked: boolean) =>
        like.mutate({ commentId: comment.id, liked }, { onError: (error) => showToast(errorText(error)) }),
      )}
      onReply={signedIn(() => setTarget(comment))}
      onMore={() => onMore(comment)}
    />
  );

  return (
    <>
      <div className={styles.sheetScroll}>
        {render(head)}
        {replies.isPending ? (
          <DotLoading />
        ) : (
          <>
            {items.map(render)}
            <LoadMore query={replies} />
          </>
        )}
      </div>
      <div className={styles.sheetComposer}>
        <div className={styles.replyTarget}>
          <span>{t("comments.replyingTo", { name: target.author.nickname })}</span>
        </div>
        <TextComposer
          key={target.id}
          max={COMMENT_MAX_CHARS}
          rows={2}
          placeholder={t("comments.replyPlaceholder", { name: target.author.nickname })}
          submitLabel={t("comments.send")}
          pending={add.isPending}
          onSubmit={signedInSubmit(signedIn, send)}
        />
      </div>
    </>
  );
}

/** A visitor who presses send gets the login sheet; the text stays in the box. */
export function signedInSubmit(
  signedIn: ReturnType<typeof useSignedInAction>,
  send: (content: string) => Promise<boolean>,
) {
  return (content: string) => {
    let result: Promise<boolean> | boolean = false;
    signedIn(() => {
      result = send(content);
    })();
    return result;
  };
}
