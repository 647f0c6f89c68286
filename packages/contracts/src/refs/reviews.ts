// Generated from ../reviews.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../reviews.ts";
import { routeRef } from "../route.ts";

export type * from "../reviews.ts";

export const addGameComment = routeRef<typeof contract.addGameComment>("POST", "/addGameComment", true);
export const addGameReply = routeRef<typeof contract.addGameReply>("POST", "/addGameReply", true);
export const delGameComment = routeRef<typeof contract.delGameComment>("POST", "/delGameComment", true);
export const gameCommentsList = routeRef<typeof contract.gameCommentsList>("GET", "/gameCommentsList");
export const gameRepliesList = routeRef<typeof contract.gameRepliesList>("GET", "/gameRepliesList");
export const gameReplyInfo = routeRef<typeof contract.gameReplyInfo>("GET", "/gameReplyInfo");
export const gameScoreDetail = routeRef<typeof contract.gameScoreDetail>("GET", "/gameScoreDetail");
export const like = routeRef<typeof contract.like>("POST", "/like", true);
export const likeTargets: typeof contract.likeTargets = ["game","review","reply"] as const;
export const NEGATIVE_MAX_RATING: typeof contract.NEGATIVE_MAX_RATING = 2 as const;
export const personComment = routeRef<typeof contract.personComment>("GET", "/personComment", true);
export const POSITIVE_MIN_RATING: typeof contract.POSITIVE_MIN_RATING = 4 as const;
export const RATING_MAX: typeof contract.RATING_MAX = 5 as const;
export const RATING_MIN: typeof contract.RATING_MIN = 1 as const;
export const REPLY_MAX_CHARS: typeof contract.REPLY_MAX_CHARS = 300 as const;
export const REPORT_NOTE_MAX_CHARS: typeof contract.REPORT_NOTE_MAX_CHARS = 200 as const;
export const reportGameComment = routeRef<typeof contract.reportGameComment>("POST", "/reportGameComment", true);
export const reportReasons: typeof contract.reportReasons = ["spam","abuse","cheating","spoiler","offTopic","other"] as const;
export const REVIEW_MAX_CHARS: typeof contract.REVIEW_MAX_CHARS = 500 as const;
export const REVIEW_MIN_CHARS: typeof contract.REVIEW_MIN_CHARS = 1 as const;
export const reviewFilters: typeof contract.reviewFilters = ["0","1","2"] as const;
export const reviewSorts: typeof contract.reviewSorts = ["newest","hottest","highest","lowest"] as const;
export const STAR_POINTS_PER_LEVEL: typeof contract.STAR_POINTS_PER_LEVEL = 100 as const;
export const updateGameComment = routeRef<typeof contract.updateGameComment>("POST", "/updateGameComment", true);
