import { DotLoading, ErrorBlock } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { formatCount, formatTime } from "../../../lib/format";
import { type Forum, useBoards } from "../api";
import { boardName } from "../board-name";
import { FollowBoardButton } from "../components/FollowBoardButton";
import styles from "../components/forums.module.css";
import { ModerationLink } from "../components/ModerationLink";

/** Every game's boards (or one game's, with ?appId=): follow, post count and latest activity. */
export function ForumsPage() {
  const { t } = useTranslation("forums");
  const appId = Number(useSearchParams()[0].get("appId")) || undefined;
  const boards = useBoards(appId);
  const games = groupByGame(boards.data ?? []);
  return (
    <div className={styles.page}>
      <PageHeader
        title={appId && games[0] ? t("boards.gameTitle", { game: games[0].name }) : t("boards.title")}
        right={<ModerationLink boardModerator={boards.data?.some((board) => board.canModerate)} />}
      />
      {boards.isPending ? (
        <DotLoading className={styles.empty} />
      ) : boards.isError ? (
        <ErrorBlock status="default" title={t("loadFailed")} description={boards.error.message} />
      ) : (
        games.map((game) => (
          <section key={game.appId} className={styles.section} aria-labelledby={`game-${game.appId}`}>
            <h2 id={`game-${game.appId}`} className={styles.gameTitle}>
              {game.icon && <img src={game.icon} alt="" className={styles.gameIcon} />}
              {game.name}
            </h2>
            <ul className={styles.boards}>
              {game.boards.map((board) => (
                <BoardRow key={board.id} board={board} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function BoardRow({ board }: { board: Forum }) {
  const { t } = useTranslation("forums");
  return (
    <li className={styles.board}>
      <Link to={`/forum/${board.id}`} className={styles.boardLink}>
        <span className={styles.boardName}>
          {board.icon && <img src={board.icon} alt="" className={styles.boardIcon} />}
          {boardName(board, t)}
        </span>
        <span className={styles.boardFacts}>
          <span>
            {t("board.posts", { count: board.postsCount, formatted: formatCount(board.postsCount) })}
          </span>
          {board.lastActivityAt && (
            <span>{t("board.active", { time: formatTime(board.lastActivityAt) })}</span>
          )}
        </span>
      </Link>
      <FollowBoardButton board={board} />
    </li>
  );
}

function groupByGame(boards: Forum[]) {
  const games: { appId: number; name: string; icon: string; boards: Forum[] }[] = [];
  for (const board of boards) {
    const game = games.find((g) => g.appId === board.appId);
    if (game) game.boards.push(board);
    else games.push({ appId: board.appId, name: board.gameName, icon: board.gameIcon, boards: [board] });
  }
  return games;
}
