import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { MoreSheet } from "../../comments/MoreSheet";
import { type Review, useLike, useReplyInfo, useReport } from "../api";
import { MyRating } from "./MyRating";
import { ReplyPanel } from "./ReplyPanel";
import { ReviewList } from "./ReviewList";
import styles from "./reviews.module.css";
import { ScoreSummary } from "./ScoreSummary";

/** Ratings and replies of a game: score, my rating, the review list and the reply panel. */
export function ReviewsSection({
  appId,
  count,
  onShare,
  id,
}: {
  appId: number;
  count: number;
  /** Shares a review (the page knows how: share sheet or copy link). */
  onShare?: (review: Review) => void;
  id?: string;
}) {
  const { t } = useTranslation("reviews");
  const signedIn = useSignedInAction();
  const like = useLike();
  const report = useReport();
  const [opened, setOpened] = useState<Review | null>(null);
  const [moreFor, setMoreFor] = useState<Review | null>(null);
  const linked = useLinkedReview();
  useEffect(() => {
    if (linked.review) setOpened(linked.review);
  }, [linked.review]);
  const close = () => {
    setOpened(null);
    linked.clear();
  };

  const toggleLike = signedIn((review: Review, liked: boolean) =>
    like.mutate(
      { target: "review", id: review.id, liked },
      { onError: (error) => showToast(errorText(error)) },
    ),
  );

  return (
    <section id={id} className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title}>
        {t("title")} <span className={styles.count}>{count}</span>
      </h2>
      <ScoreSummary appId={appId} />
      <MyRating appId={appId} />
      <ReviewList
        appId={appId}
        onOpen={setOpened}
        onLike={toggleLike}
        onMore={setMoreFor}
        likePendingId={
          like.isPending && like.variables?.target === "review" ? Number(like.variables.id) : undefined
        }
      />
      <ReplyPanel review={opened} onClose={close} onMore={setMoreFor} />
      <MoreSheet
        subject={moreFor}
        onClose={() => setMoreFor(null)}
        actions={
          onShare ? [{ key: "share", text: t("share"), onClick: () => moreFor && onShare(moreFor) }] : []
        }
        onReport={
          moreFor?.mine
            ? undefined
            : (review, reason) => report.mutateAsync({ target: "review", id: review.id, reason })
        }
      />
    </section>
  );
}

/** `?review=12` (a message's link) opens that review's replies once it has loaded. */
function useLinkedReview() {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get("review"));
  const info = useReplyInfo(Number.isInteger(asked) && asked > 0 ? asked : null);
  return {
    review: info.data?.review ?? null,
    clear: () => {
      if (!search.has("review")) return;
      const next = new URLSearchParams(search);
      next.delete("review");
      setSearch(next, { replace: true });
    },
  };
}
