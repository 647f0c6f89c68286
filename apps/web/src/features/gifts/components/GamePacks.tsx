import { ErrorBlock } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import type { GameDetail } from "../../games/game-api";
import { PackList } from "./PackList";

/** The game page's gift tab: all that game's packs (codes, for points, quests), claimable in place. */
export function GamePacks() {
  const game = useOutletContext<GameDetail>();
  const { t } = useTranslation("gameDetail");
  return (
    <PackList
      kind="all"
      appId={game.appId}
      empty={<ErrorBlock status="empty" title={t("empty.title")} description={t("empty.gift")} />}
    />
  );
}
