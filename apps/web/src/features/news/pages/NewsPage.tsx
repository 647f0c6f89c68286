import { Badge, Tabs } from "antd-mobile";
import { BellOutline, PlayOutline } from "antd-mobile-icons";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PullToRefresh } from "../../../components/PullToRefresh";
import stickyTabs from "../../../components/StickyTabs.module.css";
import { useCategories, useNewsList, useUnreadNotices } from "../api";
import { NewsItem } from "../components/NewsItem";
import { NewsList } from "../components/NewsList";
import styles from "../components/news.module.css";

const ALL = "all";

/** News (`/news`): category tabs (kept in the address), newest first, pull to refresh, infinite load. */
export function NewsPage() {
  const { t } = useTranslation("news");
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const tab = params.get("cat") ?? ALL;
  const categoryId = tab === ALL ? null : Number(tab) || null;
  const list = useNewsList(categoryId);
  const unread = useUnreadNotices();

  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <h1 className={styles.pageTitle}>{t("title")}</h1>
        <Link to="/video" className={styles.topLink}>
          <PlayOutline aria-hidden /> {t("videos.title")}
        </Link>
        <Link to="/notices" className={styles.topLink}>
          <Badge content={unread > 0 ? Badge.dot : null}>
            <BellOutline aria-hidden />
          </Badge>{" "}
          {t("notices.title")}
          {unread > 0 && <span className="visually-hidden">{t("notices.unread", { count: unread })}</span>}
        </Link>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === ALL ? {} : { cat: key }, { replace: true })}
        className={stickyTabs.top}
      >
        <Tabs.Tab key={ALL} title={t("all")} />
        {(categories.data ?? []).map((category) => (
          <Tabs.Tab key={String(category.id)} title={category.name} />
        ))}
      </Tabs>
      <PullToRefresh onRefresh={() => Promise.all([list.refetch(), categories.refetch()])}>
        <NewsList
          query={list}
          label={t("title")}
          renderItem={(item) => (
            <li key={item.id}>
              <NewsItem item={item} />
            </li>
          )}
        />
      </PullToRefresh>
    </div>
  );
}
