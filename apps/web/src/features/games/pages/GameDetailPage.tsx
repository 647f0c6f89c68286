import { GamePacks } from "../../gifts/components/GamePacks";
import { GameDetailLayout } from "../detail/GameDetailLayout";
import { GameIntro } from "../detail/GameIntro";

/** `/game/:appId`: the wrapper with top media, info bar, sticky tabs and bottom bar. */
export function GameDetailPage() {
  return <GameDetailLayout />;
}

/** Child '': details with ratings and replies. */
export function GameIntroTab() {
  return <GameIntro />;
}

/** Child `gift`: the game's packs. */
export function GameGiftTab() {
  return <GamePacks />;
}
