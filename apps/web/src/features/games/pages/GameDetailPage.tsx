import { GameDetailLayout } from "../detail/GameDetailLayout";
import { GameEmptyTab, GameIntro } from "../detail/GameIntro";

/** `/game/:appId`: the wrapper with top media, info bar, sticky tabs and bottom bar. */
export function GameDetailPage() {
  return <GameDetailLayout />;
}

/** Child '': details with ratings and replies. */
export function GameIntroTab() {
  return <GameIntro />;
}

/** Child `gift`: the game's packs (filled by the gift issue). */
export function GameGiftTab() {
  return <GameEmptyTab kind="gift" />;
}
