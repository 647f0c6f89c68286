import { Button, DotLoading, ErrorBlock } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadMore } from "../../../components/LoadMore";
import { PageHeader } from "../../../components/PageHeader";
import { formatTime } from "../../../lib/format";
import { errorText } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import {
  type ReportedItem,
  useDeleteComment,
  useDeletePost,
  useDismissReports,
  useModerationQueue,
} from "../api";
import styles from "../components/forums.module.css";
import { useIsStaff } from "../components/ModerationLink";

/** GMs and moderators: reported posts and comments, most reported first; open, dismiss or delete. */
export function ModerationPage() {
  const { t } = useTranslation(["forums", "errors", "reviews"]);
  const staff = useIsStaff();
  const queue = useModerationQueue(staff === true);
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className={styles.page}>
      <PageHeader title={t("moderation.title")} />
      <section className={styles.section}>
        {staff === false ? (
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
              <ReportedRow key={`${item.target}-${item.id}`} item={item} />
            ))}
            <LoadMore query={queue} />
          </>
        )}
      </section>
    </div>
  );
}

function ReportedRow({ item }: { item: ReportedItem }) {
  const { t } = useTranslation(["forums", "errors", "reviews"]);
  const dismiss = useDismissReports();
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
        <Button size="small" color="danger" onClick={remove}>
          {t("delete")}
        </Button>
      </div>
    </article>
  );
}
