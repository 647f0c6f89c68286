// Generated from ../news.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../news.ts";
import { routeRef } from "../route.ts";

export type * from "../news.ts";

export const addNewsComment = routeRef<typeof contract.addNewsComment>("POST", "/addNewsComment", true);
export const addNewsReply = routeRef<typeof contract.addNewsReply>("POST", "/addNewsReply", true);
export const gameNews = routeRef<typeof contract.gameNews>("GET", "/gameNews");
export const gameNewsCats = routeRef<typeof contract.gameNewsCats>("GET", "/gameNewsCats");
export const news = routeRef<typeof contract.news>("GET", "/news");
export const NEWS_COMMENT_MAX_CHARS: typeof contract.NEWS_COMMENT_MAX_CHARS = 500 as const;
export const NEWS_REPLY_MAX_CHARS: typeof contract.NEWS_REPLY_MAX_CHARS = 300 as const;
export const newsComments = routeRef<typeof contract.newsComments>("GET", "/newsComments");
export const newsDetail = routeRef<typeof contract.newsDetail>("GET", "/news/:newsId");
export const newsLike = routeRef<typeof contract.newsLike>("POST", "/newsLike", true);
export const newsLikeTargets: typeof contract.newsLikeTargets = ["news","comment","reply"] as const;
export const newsRepliesList = routeRef<typeof contract.newsRepliesList>("GET", "/newsRepliesList");
export const newsReplyInfo = routeRef<typeof contract.newsReplyInfo>("GET", "/newsReplyInfo");
export const reportNewsComment = routeRef<typeof contract.reportNewsComment>("POST", "/reportNewsComment", true);
