import { REVIEW_MAX_CHARS } from "@portal/contracts/refs/reviews";
import { Button, Dialog, Popup, Rate, Skeleton } from "antd-mobile";
import { CloseOutline } from "antd-mobile-icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Stars } from "../../../components/Stars";
import { formatTime } from "../../../lib/format";
import { useSignedInUid } from "../../../lib/session";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { ClampedText } from "../../comments/ClampedText";
import kit from "../../comments/comments.module.css";
import { sendWithToast, TextComposer } from "../../comments/TextComposer";
import { type Review, useDeleteReview, useMyReview, useSaveReview } from "../api";
import styles from "./reviews.module.css";

/** "My rating": rate 1–5 and write a review, or see, edit and delete the one written. */
export function MyRating({ appId }: { appId: number }) {
  const { t } = useTranslation("reviews");
  const uid = useSignedInUid();
  const mine = useMyReview(appId);
  const signedIn = useSignedInAction();
  const remove = useDeleteReview(appId);
  const [editor, setEditor] = useState<{ rating: number; review: Review | null } | null>(null);
  const review = mine.data?.review ?? null;

  const confirmDelete = async (target: Review) => {
    const sure = await Dialog.confirm({
      content: t("my.deleteConfirm"),
      confirmText: t("my.delete"),
      cancelText: t("common:cancel"),
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(target.id);
      showToast(t("my.deleted"));
    } catch (error) {
      showToast(errorText(error));
    }
  };

  return (
    <section className={styles.mine} aria-labelledby="my-rating-title">
      <h3 id="my-rating-title" className={`${kit.subTitle} ${styles.mineTitle}`}>
        {t("my.title")}
      </h3>
      {uid !== null && mine.isPending ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : review ? (
        <div className={styles.myReview}>
          <div className={kit.meta}>
            <Stars value={review.rating} className={kit.stars} label={t("stars", { count: review.rating })} />
            <span>{formatTime(review.updatedAt)}</span>
            {review.edited && <span className={kit.edited}>{t("edited")}</span>}
            {review.hidden && <span className={kit.edited}>{t("hiddenByModerator")}</span>}
          </div>
          <ClampedText
            text={review.content}
            showAllLabel={t("showAll")}
            foldLabel={t("fold")}
            className={kit.body}
          />
          {/* A hidden review can no longer be changed; its author only sees why it is gone. */}
          {!review.hidden && (
            <div className={styles.myActions}>
              <Button size="small" onClick={() => setEditor({ rating: review.rating, review })}>
                {t("my.edit")}
              </Button>
              <Button
                size="small"
                color="danger"
                fill="outline"
                loading={remove.isPending}
                onClick={() => confirmDelete(review)}
              >
                {t("my.delete")}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <div className={styles.rateNow}>
          <Rate
            value={0}
            className={styles.rateInput}
            aria-label={t("my.tapToRate")}
            onChange={signedIn((value: number) => value > 0 && setEditor({ rating: value, review: null }))}
          />
          <span className={styles.muted}>{t("my.tapToRate")}</span>
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={signedIn(() => setEditor({ rating: 0, review: null }))}
          >
            {t("my.write")}
          </Button>
        </div>
      )}
      <ReviewEditor appId={appId} state={editor} onClose={() => setEditor(null)} />
    </section>
  );
}

function ReviewEditor({
  appId,
  state,
  onClose,
}: {
  appId: number;
  state: { rating: number; review: Review | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("reviews");
  const save = useSaveReview(appId);
  const [rating, setRating] = useState(0);
  const [openedFor, setOpenedFor] = useState<typeof state>(null);
  if (state !== openedFor) {
    setOpenedFor(state);
    if (state) setRating(state.rating);
  }
  const editing = state?.review ?? null;

  const submit = async (content: string) => {
    if (rating < 1) {
      showToast(t("editor.chooseRating"));
      return false;
    }
    const saved = await sendWithToast(
      () => save.mutateAsync({ reviewId: editing?.id, rating, content }),
      t(editing ? "editor.saved" : "editor.published"),
    );
    if (saved) onClose();
    return saved;
  };

  return (
    <Popup
      visible={state !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <div role="dialog" aria-modal="true" aria-labelledby="review-editor-title">
        <header className={kit.sheetHeader}>
          <h2 id="review-editor-title" className={kit.sheetTitle}>
            {t(editing ? "editor.titleEdit" : "editor.titleNew")}
          </h2>
          <button type="button" className={kit.close} onClick={onClose} aria-label={t("common:close")}>
            <CloseOutline />
          </button>
        </header>
        <div className={styles.editorBody}>
          <div className={styles.editorRate}>
            <Rate
              value={rating}
              onChange={setRating}
              className={styles.rateInput}
              aria-label={t("editor.rating")}
            />
            <span className={styles.muted}>
              {rating > 0 ? t(`editor.ratingWords.${rating}`) : t("editor.chooseRating")}
            </span>
          </div>
          <TextComposer
            key={editing?.id ?? "new"}
            max={REVIEW_MAX_CHARS}
            rows={5}
            initialText={editing?.content ?? ""}
            placeholder={t("editor.placeholder")}
            label={t("editor.label")}
            submitLabel={t(editing ? "editor.save" : "editor.publish")}
            onSubmit={submit}
            pending={save.isPending}
            canSubmit={rating > 0}
          />
        </div>
      </div>
    </Popup>
  );
}
