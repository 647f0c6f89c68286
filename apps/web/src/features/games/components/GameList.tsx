import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PagedList } from "../../../components/PagedList";
import type { GameCard as Game } from "../api";
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
  /** The list starts near the top of the page: the icons of its first screen load at once (its LCP). */
  atTop?: boolean;
}

/** The cards a phone's first screen shows under a page's header and filters. */
const FIRST_SCREEN_CARDS = 6;

/** Games of a paged list (see PagedList for its loading, empty and end states). */
export function GameList<T extends Game>({ query, extra, empty, registered, atTop }: GameListProps<T>) {
  return (
    <PagedList query={query} empty={empty}>
      {(games) => (
        <ul className={styles.list} data-testid="game-list">
          {games.map((game, index) => (
            <li key={game.appId}>
              <GameCard
                game={game}
                extra={extra?.(game)}
                registered={registered}
                firstScreen={atTop && index < FIRST_SCREEN_CARDS}
              />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
