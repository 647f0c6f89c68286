import { REPLY_MAX_CHARS, type threadReply } from "@portal/contracts/refs/reviews";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Button, DotLoading, Popup } from "antd-mobile";
import { CloseOutline, MoreOutline } from "antd-mobile-icons";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { LoadMore } from "../../components/LoadMore";
import { useSignedInUid } from "../../lib/session";
import { useSignedInAction } from "../../lib/signed-in-action";
import { CommentAction, CommentItem } from "./CommentItem";
import styles from "./comments.module.css";
import { sendWithToast, TextComposer } from "./TextComposer";

/** A reply in any thread: under a game review or under a news comment. */
export type ThreadReply = z.infer<typeof threadReply>;

/**
 * The one reply sheet: a bottom popup with a title and a close button, in which a thread opens
 * (a review's replies, a news comment's replies, a forum comment's sub-comments).
 */
export function ReplySheet({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("reviews");
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.panel} destroyOnClose>
      {open && (
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby="reply-panel-title"
          className={styles.panelInner}
        >
          <header className={styles.sheetHeader}>
            <h2 id="reply-panel-title" className={styles.sheetTitle}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t("common:close")}>
              <CloseOutline />
            </button>
          </header>
          {children}
        </div>
      )}
    </Popup>
  );
}

/**
 * A thread: what it answers (`head`), pinned official answers, the replies oldest first with likes
 * and "reply to", and a composer with a remaining-characters counter. Visitors get the login sheet.
 */
export function ReplyThread<R extends ThreadReply>({
  head,
  count,
  pinned = [],
  list,
  onLike,
  likePendingId,
  onSend,
  sending,
  onMore,
}: {
  head: ReactNode;
  count: number;
  pinned?: R[];
  list: UseInfiniteQueryResult<InfiniteData<{ items: R[] }>>;
  onLike: (reply: R, liked: boolean) => void;
  likePendingId?: number;
  /** Resolves when the reply was accepted; throws with a message otherwise. */
  onSend: (content: string, parentReplyId?: number) => Promise<unknown>;
  sending: boolean;
  /** Report and other actions on a reply that is not the player's own. */
  onMore?: (reply: R) => void;
}) {
  const { t } = useTranslation("reviews");
  const uid = useSignedInUid();
  const signedIn = useSignedInAction();
  const [target, setTarget] = useState<R | null>(null);
  const thread = (list.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (reply) => !pinned.some((official) => official.id === reply.id),
  );

  const send = async (content: string) => {
    const sent = await sendWithToast(() => onSend(content, target?.id), t("replies.sent"));
    if (sent) setTarget(null);
    return sent;
  };

  const renderReply = (reply: R) => (
    <CommentItem
      key={reply.id}
      look="reply"
      official={reply.official}
      comment={reply}
      meta={reply.replyTo && <span>{t("replies.to", { name: reply.replyTo.nickname })}</span>}
      likePending={likePendingId === reply.id}
      onLike={signedIn((liked: boolean) => onLike(reply, liked))}
      actions={
        <>
          <CommentAction onClick={signedIn(() => setTarget(reply))}>{t("replies.reply")}</CommentAction>
          {onMore && !reply.mine && (
            <CommentAction onClick={() => onMore(reply)} aria-label={t("more")}>
              <MoreOutline aria-hidden />
            </CommentAction>
          )}
        </>
      }
    />
  );

  return (
    <>
      <div className={styles.panelScroll}>
        {head}
        <h3 className={styles.subTitle}>{t("replies.count", { count })}</h3>
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
              pending={sending}
            />
          </>
        )}
      </div>
    </>
  );
}
