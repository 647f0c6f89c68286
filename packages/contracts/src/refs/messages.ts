// Generated from ../messages.ts by `npm run contracts:refs`: do not edit.
import type * as contract from "../messages.ts";
import { routeRef } from "../route.ts";

export type * from "../messages.ts";

export const claimMailGift = routeRef<typeof contract.claimMailGift>("POST", "/claimMailGift", true);
export const countMail = routeRef<typeof contract.countMail>("GET", "/countMail", true);
export const launchGame = routeRef<typeof contract.launchGame>("POST", "/gm/launchGame", true);
export const mail = routeRef<typeof contract.mail>("GET", "/mail", true);
export const mailAudiences: typeof contract.mailAudiences = ["player","vip","everyone"] as const;
export const messageKinds: typeof contract.messageKinds = {"reviewReply":"reply","replyReply":"reply","newsCommentReply":"reply","postComment":"reply","commentReply":"reply","reviewLike":"like","replyLike":"like","newsCommentLike":"like","postLike":"like","commentLike":"like","newFollower":"follow","gameLaunched":"system","orderDelivered":"system","orderFailed":"system","orderRefunded":"system","packClaimable":"system","moderationWarning":"system","broadcastNotice":"system"} as const;
export const messageTypes: typeof contract.messageTypes = ["system","reply","like","follow"] as const;
export const personalMessageLike = routeRef<typeof contract.personalMessageLike>("GET", "/personalMessageLike", true);
export const personalMessageNew = routeRef<typeof contract.personalMessageNew>("GET", "/personalMessageNew", true);
export const personalMessageNotice = routeRef<typeof contract.personalMessageNotice>("GET", "/personalMessageNotice", true);
export const personalMessageReply = routeRef<typeof contract.personalMessageReply>("GET", "/personalMessageReply", true);
export const personalMessageSetting = routeRef<typeof contract.personalMessageSetting>("POST", "/personalMessageSetting", true);
export const personalMessageSettingStatus = routeRef<typeof contract.personalMessageSettingStatus>("GET", "/personalMessageSettingStatus", true);
export const readMessages = routeRef<typeof contract.readMessages>("POST", "/readMessages", true);
export const REFRESH_MESSAGES_MAX_MS: typeof contract.REFRESH_MESSAGES_MAX_MS = 300000 as const;
export const REFRESH_MESSAGES_MS: typeof contract.REFRESH_MESSAGES_MS = 30000 as const;
export const refreshMessage = routeRef<typeof contract.refreshMessage>("GET", "/refreshMessage", true);
export const sendMail = routeRef<typeof contract.sendMail>("POST", "/gm/sendMail", true);
export const systemMessages = routeRef<typeof contract.systemMessages>("GET", "/systemMessages", true);
export const updateMail = routeRef<typeof contract.updateMail>("POST", "/updateMail", true);
