import { Link } from "react-router";
import { formatTime } from "../../../lib/format";
import type { SearchHit, SearchKind } from "../api";
import { MarkedText } from "./MarkedText";
import styles from "./search.module.css";

const addressOf: Record<SearchKind, (id: number) => string> = {
  games: (id) => `/game/${id}`,
  news: (id) => `/news/${id}`,
  posts: (id) => `/post/${id}`,
};

/** One hit: picture, title and a piece of its text with the matches marked, and when; opens the item. */
export function SearchHitItem({ hit, kind }: { hit: SearchHit; kind: SearchKind }) {
  return (
    <Link to={addressOf[kind](hit.id)} className={styles.hit}>
      {hit.image && (
        <img className={styles[kind]} src={hit.image} alt="" loading="lazy" width={48} height={48} />
      )}
      <div className={styles.hitText}>
        <h3 className={styles.hitTitle}>
          <MarkedText value={hit.title} />
        </h3>
        {hit.snippet.text && (
          <p className={styles.snippet}>
            <MarkedText value={hit.snippet} />
          </p>
        )}
        {hit.at && (
          <time className={styles.time} dateTime={hit.at}>
            {formatTime(hit.at)}
          </time>
        )}
      </div>
    </Link>
  );
}
