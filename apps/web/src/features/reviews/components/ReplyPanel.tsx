import { REPLY_MAX_CHARS } from "@portal/contracts/refs/reviews";
import { Button, DotLoading, Popup } from "antd-mobile";
import { CloseOutline } from "antd-mobile-icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadMore } from "../../../components/LoadMore";
import { useSignedInUid } from "../../../lib/session";
import { showToast } from "../../../lib/toast";
import { type Reply, type Review, useAddReply, useLike, useReplyInfo, useReplyList } from "../api";
import { errorText, useSignedInAction } from "../sign-in";
import { AuthorLine } from "./AuthorLine";
import { ClampedText } from "./ClampedText";
import { formatTime } from "./format";
import { LikeButton } from "./LikeButton";
import { ReviewItem } from "./ReviewItem";
import styles from "./reviews.module.css";
import { TextComposer } from "./TextComposer";

/** The reply panel: the review, its pinned official answers, the thread (oldest first) and a composer. */
export function ReplyPanel({
  review,
  onClose,
  onMore,
}: {
  review: Review | null;
  onClose: () => void;
  onMore: (review: Review) => void;
}) {
  const { t } = useTranslation("reviews");
  return (
    <Popup
      visible={review !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.panel}
      destroyOnClose
    >
      {review && (
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby="reply-panel-title"
          className={styles.panelInner}
        >
          <header className={styles.sheetHeader}>
            <h2 id="reply-panel-title" className={styles.sheetTitle}>
              {t("replies.title")}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t("common:close")}>
              <CloseOutline />
            </button>
          </header>
          <ReplyThread review={review} onMore={onMore} />
        </div>
      )}
    </Popup>
  );
}

function ReplyThread({ review: opened, onMore }: { review: Review; onMore: (review: Review) => void }) {
  const { t } = useTranslation("reviews");
  const uid = useSignedInUid();
  const signedIn = useSignedInAction();
  const info = useReplyInfo(opened.id);
  const list = useReplyList(opened.id);
  const like = useLike();
  const add = useAddReply(opened.id, opened.appId);
  const [target, setTarget] = useState<Reply | null>(null);
  const review = info.data?.review ?? opened;
  const pinned = info.data?.officialReplies ?? [];
  const thread = (list.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (reply) => !pinned.some((official) => official.id === reply.id),
  );

  const toggleLike = (target: "review" | "reply", id: number, liked: boolean) =>
    like.mutate({ target, id, liked }, { onError: (error) => showToast(errorText(error)) });

  const send = async (content: string) => {
    try {
      await add.mutateAsync({ content, parentReplyId: target?.id });
      showToast(t("replies.sent"));
      setTarget(null);
      return true;
    } catch (error) {
      showToast(errorText(error));
      return false;
    }
  };

  const renderReply = (reply: Reply) => (
    <div key={reply.id} className={styles.reply} data-official={reply.official}>
      <AuthorLine
        small
        author={reply.author}
        extra={
          <>
            <span>{formatTime(reply.createdAt)}</span>
            {reply.replyTo && <span>{t("replies.to", { name: reply.replyTo.nickname })}</span>}
          </>
        }
      />
      <ClampedText
        text={reply.content}
        showAllLabel={t("showAll")}
        foldLabel={t("fold")}
        className={styles.body}
      />
      <div className={styles.actions}>
        <LikeButton
          liked={reply.liked}
          count={reply.likesCount}
          pending={like.isPending && like.variables?.id === reply.id}
          onToggle={signedIn((liked: boolean) => toggleLike("reply", reply.id, liked))}
        />
        <button type="button" className={styles.action} onClick={signedIn(() => setTarget(reply))}>
          {t("replies.reply")}
        </button>
      </div>
    </div>
  );

  return (
    <>
      <div className={styles.panelScroll}>
        <ReviewItem
          full
          review={review}
          onLike={signedIn((liked: boolean) => toggleLike("review", review.id, liked))}
          onMore={() => onMore(review)}
          likePending={like.isPending && like.variables?.target === "review"}
        />
        <h3 className={styles.subTitle}>{t("replies.count", { count: review.repliesCount })}</h3>
        {pinned.length > 0 && (
          <section className={styles.pinned} aria-label={t("officialAnswer")}>
            {pinned.map(renderReply)}
          </section>
        )}
        {list.isPending ? (
          <DotLoading />
        ) : thread.length === 0 && pinned.length === 0 ? (
          <p className={styles.empty}>{t("replies.empty")}</p>
        ) : (
          <>
            {thread.map(renderReply)}
            <LoadMore query={list} />
          </>
        )}
      </div>
      <div className={styles.panelComposer}>
        {uid === null ? (
          <Button block color="primary" fill="outline" onClick={signedIn(() => undefined)}>
            {t("replies.signInToReply")}
          </Button>
        ) : (
          <>
            {target && (
              <div className={styles.replyTarget}>
                <span>{t("replies.placeholderTo", { name: target.author.nickname })}</span>
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => setTarget(null)}
                  aria-label={t("common:cancel")}
                >
                  <CloseOutline />
                </button>
              </div>
            )}
            <TextComposer
              max={REPLY_MAX_CHARS}
              rows={1}
              autoFocus={target !== null}
              placeholder={
                target
                  ? t("replies.placeholderTo", { name: target.author.nickname })
                  : t("replies.placeholder")
              }
              label={t("replies.label")}
              submitLabel={t("replies.send")}
              onSubmit={send}
              pending={add.isPending}
            />
          </>
        )}
      </div>
    </>
  );
}
