import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Button, DotLoading } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { LoadMore } from "../../../components/LoadMore";
import { allItems, type GameCard as Game } from "../api";
import { GameCard } from "./GameCard";
import styles from "./GameList.module.css";

interface GamePage<T> {
  items: T[];
  page: number;
  hasMore: boolean;
}

interface GameListProps<T extends Game> {
  query: UseInfiniteQueryResult<InfiniteData<GamePage<T>>>;
  /** A second line under the game, instead of its summary. */
  extra?: (game: T) => ReactNode;
  /** What an empty list says and offers; "No content" by default. */
  empty?: ReactNode;
  /** Every game here is one the player pre-registered. */
  registered?: boolean;
}

/**
 * Games of a paged list. The next page loads when the end comes within 60 px of the screen's
 * bottom; the end says "No more data", an empty list "No content".
 */
export function GameList<T extends Game>({ query, extra, empty, registered }: GameListProps<T>) {
  const { t } = useTranslation("games");
  const games = allItems(query.data);

  if (query.isPending) {
    return (
      <div className={styles.status} role="status">
        <DotLoading /> {t("list.loading")}
      </div>
    );
  }
  if (query.isError && games.length === 0) {
    return (
      <div className={styles.status} role="alert">
        <p>{t("list.failed")}</p>
        <Button size="small" onClick={() => void query.refetch()}>
          {t("list.retry")}
        </Button>
      </div>
    );
  }
  if (games.length === 0) {
    return empty ?? <EmptyState title={t("list.empty")} className={styles.empty} />;
  }

  return (
    <>
      <ul className={styles.list} data-testid="game-list">
        {games.map((game) => (
          <li key={game.appId}>
            <GameCard game={game} extra={extra?.(game)} registered={registered} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}
