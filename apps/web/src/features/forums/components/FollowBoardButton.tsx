import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { errorText, useSignedInAction } from "../../../lib/signed-in-action";
import { showToast } from "../../../lib/toast";
import { type Forum, useFollowBoard } from "../api";
import { boardName } from "../board-name";
import styles from "./forums.module.css";

export function FollowBoardButton({ board }: { board: Forum }) {
  const { t } = useTranslation("forums");
  const signedIn = useSignedInAction();
  const follow = useFollowBoard();
  return (
    <Button
      size="small"
      color="primary"
      fill={board.followed ? "outline" : "solid"}
      className={styles.followButton}
      loading={follow.isPending}
      aria-pressed={board.followed}
      aria-label={t(board.followed ? "board.unfollowNamed" : "board.followNamed", {
        name: boardName(board, t),
      })}
      onClick={signedIn(() =>
        follow.mutate(
          { forumId: board.id, followed: !board.followed },
          { onError: (error) => showToast(errorText(error)) },
        ),
      )}
    >
      {t(board.followed ? "board.following" : "board.follow")}
    </Button>
  );
}
