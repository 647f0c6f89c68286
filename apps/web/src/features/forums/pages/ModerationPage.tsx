import { errorCatalogue } from "@portal/contracts/errors";
import { Button, DotLoading, ErrorBlock } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadMore } from "../../../components/LoadMore";
import { PageHeader } from "../../../components/PageHeader";
import { formatTime } from "../../../lib/format";
import { ApiError } from "../../../lib/request";
import { errorText } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import {
  type ReportedItem,
  useBoards,
  useDeleteComment,
  useDeletePost,
  useDismissReports,
  useHideReported,
  useModerationQueue,
} from "../api";
import styles from "../components/forums.module.css";
import { useIsStaff } from "../components/ModerationLink";

/**
 * GMs and moderators, or a player who moderates one of the boards; undefined while unknown. Asked
 * first, so a player who moderates nothing gets the "moderators only" text without a refused request.
 */
function useMayModerate(): boolean | undefined {
  const staff = useIsStaff();
  const boards = useBoards();
  if (staff) return true;
  if (staff === false && boards.data) return boards.data.some((board) => board.canModerate);
  if (staff === false && boards.isError) return false;
  return undefined;
}

/**
 * GMs and moderators (every board) and a board's moderators (their boards): reported posts and
 * comments, most reported first; open, hide, dismiss or delete. What was hidden on this visit stays
 * listed below with a way to restore it. The server decides who sees what (403: not a moderator).
 */
export function ModerationPage() {
  const { t } = useTranslation(["forums", "errors", "reviews"]);
  const mayModerate = useMayModerate();
  const queue = useModerationQueue(mayModerate === true);
  const [hidden, setHidden] = useState<ReportedItem[]>([]);
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const refused =
    mayModerate === false ||
    (queue.error instanceof ApiError && queue.error.code === errorCatalogue.moderatorsOnly.code);
  return (
    <div className={styles.page}>
      <PageHeader title={t("moderation.title")} />
      <section className={styles.section}>
        {refused ? (
          <p className={styles.empty}>{t("errors:moderatorsOnly")}</p>
        ) : queue.isPending ? (
          <DotLoading />
        ) : queue.isError && !queue.data ? (
          <ErrorBlock status="default" title={t("loadFailed")} description={queue.error.message} />
        ) : items.length === 0 ? (
          <p className={styles.empty}>{t("moderation.empty")}</p>
        ) : (
          <>
            {items.map((item) => (
              <ReportedRow
                key={`${item.target}-${item.id}`}
                item={item}
                onHidden={() => setHidden((list) => [item, ...list])}
              />
            ))}
            <LoadMore query={queue} />
          </>
        )}
      </section>
      {hidden.length > 0 && (
        <section className={styles.section} aria-label={t("moderation.hiddenTitle")}>
          <h2 className={styles.gameTitle}>{t("moderation.hiddenTitle")}</h2>
          {hidden.map((item) => (
            <HiddenRow
              key={`${item.target}-${item.id}`}
              item={item}
              onRestored={() => setHidden((list) => list.filter((entry) => entry !== item))}
            />
          ))}
        </section>
      )}
    </div>
  );
}

function HiddenRow({ item, onRestored }: { item: ReportedItem; onRestored: () => void }) {
  const { t } = useTranslation("forums");
  const restore = useHideReported();
  return (
    <article className={styles.report} aria-label={t(`moderation.${item.target}`)}>
      <p className={styles.commentText}>{item.excerpt}</p>
      <div className={styles.actions}>
        <Button
          size="small"
          loading={restore.isPending}
          onClick={() =>
            restore.mutate(
              { target: item.target, id: item.id, hidden: false },
              { onSuccess: onRestored, onError: (error) => showToast(errorText(error)) },
            )
          }
        >
          {t("moderation.restore")}
        </Button>
      </div>
    </article>
  );
}

function ReportedRow({ item, onHidden }: { item: ReportedItem; onHidden: () => void }) {
  const { t } = useTranslation(["forums", "errors", "reviews"]);
  const dismiss = useDismissReports();
  const hide = useHideReported();
  const deletePost = useDeletePost();
  const deleteComment = useDeleteComment();
  const onError = (error: unknown) => showToast(errorText(error));
  const remove = () =>
    item.target === "post"
      ? deletePost.mutate(item.id, { onError })
      : deleteComment.mutate(item.id, { onError });
  return (
    <article className={styles.report} aria-label={t(`moderation.${item.target}`)}>
      <div className={styles.reportHead}>
        <span className={styles.muted}>
          {t(`moderation.${item.target}`)} · {item.author.nickname} · {formatTime(item.lastReportedAt)}
        </span>
        <span className={styles.reportCount}>{t("moderation.reports", { count: item.reportsCount })}</span>
      </div>
      <p className={styles.commentText}>{item.excerpt}</p>
      <p className={styles.muted}>
        {item.reasons.map((r) => `${t(`reviews:report.reasons.${r.reason}`)} × ${r.count}`).join(" · ")}
      </p>
      <div className={styles.actions}>
        <Link to={`/post/${item.postId}`} className={styles.action}>
          {t("moderation.open")}
        </Link>
        <Button
          size="small"
          loading={dismiss.isPending}
          onClick={() => dismiss.mutate({ target: item.target, id: item.id }, { onError })}
        >
          {t("moderation.dismiss")}
        </Button>
        <Button
          size="small"
          color="warning"
          loading={hide.isPending}
          onClick={() =>
            hide.mutate({ target: item.target, id: item.id, hidden: true }, { onSuccess: onHidden, onError })
          }
        >
          {t("moderation.hide")}
        </Button>
        <Button size="small" color="danger" onClick={remove}>
          {t("delete")}
        </Button>
      </div>
    </article>
  );
}
