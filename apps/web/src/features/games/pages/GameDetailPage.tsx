import { GameDetailLayout } from "../detail/GameDetailLayout";

/**
 * `/game/:appId`: the wrapper with top media, info bar, sticky tabs and bottom bar. Its tabs (the
 * introduction, the packs) are pages of their own (router.tsx), loaded beside it.
 */
export function GameDetailPage() {
  return <GameDetailLayout />;
}
