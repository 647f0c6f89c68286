import { Badge, Button, Collapse } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { PullToRefresh } from "../../../components/PullToRefresh";
import { formatTime } from "../../../lib/format";
import { useSignedInUid } from "../../../lib/session";
import { useNotices, useReadNotice } from "../api";
import { NewsList } from "../components/NewsList";
import styles from "../components/news.module.css";

/** System notices (`/notices`): opening one marks it read for a signed-in player. */
export function NoticesPage() {
  const { t } = useTranslation("news");
  const uid = useSignedInUid();
  const list = useNotices();
  const read = useReadNotice();
  const unread = list.data?.pages[0]?.unread ?? 0;

  return (
    <div className={styles.page}>
      <PageHeader title={t("notices.title")} />
      <div className={styles.noticeBar}>
        <p className={styles.hint}>
          {uid === null ? t("notices.signIn") : unread > 0 ? t("notices.unread", { count: unread }) : ""}
        </p>
        {uid !== null && unread > 0 && (
          <Button size="small" fill="none" color="primary" onClick={() => read.mutate(undefined)}>
            {t("notices.markAll")}
          </Button>
        )}
      </div>
      <PullToRefresh onRefresh={() => list.refetch()}>
        <NewsList
          query={list}
          label={t("notices.title")}
          renderItem={(notice) => (
            <li key={notice.id}>
              <Collapse
                onChange={(open) => {
                  if (uid !== null && !notice.read && open.length > 0) read.mutate(notice.id);
                }}
              >
                <Collapse.Panel
                  key="body"
                  title={
                    <div className={styles.noticeHead} data-read={notice.read}>
                      {uid !== null && !notice.read && (
                        <Badge content={t("notices.new")} className={styles.newBadge} />
                      )}
                      <span className={styles.noticeTitle}>{notice.title}</span>
                      <time dateTime={notice.publishedAt} className={styles.noticeTime}>
                        {formatTime(notice.publishedAt)}
                      </time>
                    </div>
                  }
                >
                  <p className={styles.noticeBody}>{notice.body}</p>
                </Collapse.Panel>
              </Collapse>
            </li>
          )}
        />
      </PullToRefresh>
    </div>
  );
}
