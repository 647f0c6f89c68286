// Generated from ../games.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../games.ts";
import { routeRef } from "../route.ts";

export type * from "../games.ts";

export const alertWin = routeRef<typeof contract.alertWin>("GET", "/alertWin");
export const cancelSubscribe = routeRef<typeof contract.cancelSubscribe>("POST", "/cancel_subscribe", true);
export const concernGame = routeRef<typeof contract.concernGame>("POST", "/concernGame", true);
export const game = routeRef<typeof contract.game>("GET", "/game/:appId");
export const GAME_SEARCH_MAX: typeof contract.GAME_SEARCH_MAX = 40 as const;
export const gameList = routeRef<typeof contract.gameList>("GET", "/gameList");
export const gameSorts: typeof contract.gameSorts = ["newest","rating","hot"] as const;
export const gameStatuses: typeof contract.gameStatuses = ["released","upcoming"] as const;
export const gameTypes: typeof contract.gameTypes = ["rpg","action","strategy","casual","card","sports","moba","simulation"] as const;
export const GUESS_LIKE_SIZE: typeof contract.GUESS_LIKE_SIZE = 6 as const;
export const guessLike = routeRef<typeof contract.guessLike>("GET", "/guessLike");
export const HOME_ROW_SIZE: typeof contract.HOME_ROW_SIZE = 10 as const;
export const hotGames = routeRef<typeof contract.hotGames>("GET", "/hotGame");
export const indexInfo = routeRef<typeof contract.indexInfo>("GET", "/indexInfo");
export const myGame = routeRef<typeof contract.myGame>("GET", "/myGame", true);
export const myGameKinds: typeof contract.myGameKinds = ["followed","reserved","played"] as const;
export const platforms: typeof contract.platforms = ["ios","android","web"] as const;
export const recomGames = routeRef<typeof contract.recomGames>("GET", "/recomGames");
export const reportDownload = routeRef<typeof contract.reportDownload>("POST", "/reportDownload");
export const share = routeRef<typeof contract.share>("GET", "/share");
export const shareKinds: typeof contract.shareKinds = ["game","review"] as const;
export const subscribe = routeRef<typeof contract.subscribe>("POST", "/subscribe", true);
