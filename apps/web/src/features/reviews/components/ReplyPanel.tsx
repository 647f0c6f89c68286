import { useTranslation } from "react-i18next";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { ReplySheet, ReplyThread } from "../../comments/ReplySheet";
import { type Review, useAddReply, useLike, useReplyInfo, useReplyList } from "../api";
import { ReviewItem } from "./ReviewItem";

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
    <ReplySheet open={review !== null} title={t("replies.title")} onClose={onClose}>
      {review && <ReviewThread review={review} onMore={onMore} />}
    </ReplySheet>
  );
}

function ReviewThread({ review: opened, onMore }: { review: Review; onMore: (review: Review) => void }) {
  const signedIn = useSignedInAction();
  const info = useReplyInfo(opened.id);
  const list = useReplyList(opened.id);
  const like = useLike();
  const add = useAddReply(opened.id, opened.appId);
  const review = info.data?.review ?? opened;

  const toggleLike = (target: "review" | "reply", id: number, liked: boolean) =>
    like.mutate({ target, id, liked }, { onError: (error) => showToast(errorText(error)) });

  return (
    <ReplyThread
      head={
        <ReviewItem
          full
          review={review}
          onLike={signedIn((liked: boolean) => toggleLike("review", review.id, liked))}
          onMore={() => onMore(review)}
          likePending={like.isPending && like.variables?.target === "review"}
        />
      }
      count={review.repliesCount}
      pinned={info.data?.officialReplies ?? []}
      list={list}
      onLike={(reply, liked) => toggleLike("reply", reply.id, liked)}
      likePendingId={
        like.isPending && like.variables?.target === "reply" ? Number(like.variables.id) : undefined
      }
      onSend={(content, parentReplyId) => add.mutateAsync({ content, parentReplyId })}
      sending={add.isPending}
    />
  );
}
