import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, searchKinds } from "@portal/contracts/refs/search";
import { SearchBar, Tabs } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { PagedList } from "../../../components/PagedList";
import { PageHeader } from "../../../components/PageHeader";
import stickyTabs from "../../../components/StickyTabs.module.css";
import { useAddressParams, useSearchText } from "../../../lib/address-params";
import { type SearchKind, useSearch } from "../api";
import { SearchHitItem } from "../components/SearchHitItem";
import styles from "../components/search.module.css";

const kindIn = (value: string | null): SearchKind => searchKinds.find((kind) => kind === value) ?? "games";

/** Search (`/search`): games, news and forum posts, one tab each; the text and tab live in the address. */
export function SearchPage() {
  const { t } = useTranslation("search");
  const [params, setParam] = useAddressParams();
  const kind = kindIn(params.get("kind"));
  const { text, setText, q } = useSearchText((typed) => typed.trim().replace(/\s+/g, " "));
  const ready = Array.from(q).length >= SEARCH_MIN_CHARS;
  const results = useSearch(q, kind, ready);

  return (
    <div className={styles.page}>
      <PageHeader title={t("title")} />
      <div className={styles.bar}>
        <SearchBar
          placeholder={t("placeholder")}
          value={text}
          onChange={setText}
          maxLength={SEARCH_MAX_CHARS}
          aria-label={t("placeholder")}
          autoFocus={!params.get("q")}
        />
      </div>
      <Tabs
        activeKey={kind}
        onChange={(key) => setParam("kind", key === "games" ? "" : key)}
        className={stickyTabs.top}
      >
        {searchKinds.map((key) => (
          <Tabs.Tab key={key} title={t(`kinds.${key}`)} />
        ))}
      </Tabs>
      {ready ? (
        <PagedList
          query={results}
          empty={<EmptyState title={t("nothingFound", { q })} description={t("nothingFoundHint")} />}
        >
          {(items) => (
            <ul className={styles.list} aria-label={t("results")}>
              {items.map((hit) => (
                <li key={hit.id}>
                  <SearchHitItem hit={hit} kind={kind} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      ) : (
        <p className={styles.prompt}>{t("prompt", { min: SEARCH_MIN_CHARS })}</p>
      )}
    </div>
  );
}
