/**
 * Every call name the spec lists (section 7), mapped to the route of ours that serves it.
 * - served: the route path (under /api) and method.
 * - absorbed: another route does the job; the note says which and why.
 * - pending: the feature is not built yet; the issue that will build it.
 * A test fails when a name is missing here or a served route does not exist on the server.
 */
export type CallStatus =
  | { served: string; method: "GET" | "POST" }
  | { absorbedBy: string; note: string }
  | { pending: string };

/** Names served at their own path (`/<name>`) with this method: `ownPath("GET", "a b")`. */
function ownPath(method: "GET" | "POST", names: string): Record<string, CallStatus> {
  return Object.fromEntries(words(names).map((name) => [name, { served: `/${name}`, method }]));
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

export const callNames: Record<string, CallStatus> = {
  // Home and game
  ...ownPath(
    "GET",
    `alertWin indexInfo gameScoreDetail gameCommentsList gameReplyInfo gameRepliesList gameNews gameNewsCats
    personComment appTopicDetail activity recomGames myGame videoList gameList`,
  ),
  ...ownPath(
    "POST",
    "addGameComment updateGameComment concernGame like subscribe cancel_subscribe delGameComment reportDownload",
  ),
  game: { served: "/game/:appId", method: "GET" },
  "guessLike/": { served: "/guessLike", method: "GET" },
  gameDetailComments: {
    absorbedBy: "/gameCommentsList, /personComment",
    note: "the detail page shows the first page of gameCommentsList (sort hottest, small pageSize) and the player's own review from personComment",
  },
  commentUserInfo: {
    absorbedBy: "/gameCommentsList, /gameRepliesList",
    note: "each review and reply carries its author (avatar, nickname, VIP, level, staff)",
  },
  appCchId: {
    absorbedBy: "/reportDownload",
    note: "the download channel id travels as `channel` with each download report",
  },
  selectGame: {
    absorbedBy: "/gameList",
    note: "a game picker lists games through gameList (filters, search by name)",
  },
  getAllGamesList: { absorbedBy: "/gameList", note: "gameList without filters lists every game" },
  getGamesList: { absorbedBy: "/gameList", note: "one catalogue call with filter, sort and paging" },
  // News
  ...ownPath("GET", "news newsComments newsReplyInfo newsRepliesList"),
  ...ownPath("POST", "addNewsComment newsLike"),
  // Gifts
  ...ownPath("GET", "giftList giftDetail giftGameList gift/rechargeAmt"),
  ...ownPath("POST", "doleGift gift/rechargeAmt/dole"),
  // Points shop
  ...ownPath(
    "GET",
    `bonusIndex bonusGetOtherProduct bonusExchangeRecord bonusGetVipProduct bonusGetProductDetail bonusGetLastAddr
    bonusGetBirthProduct getUserScore`,
  ),
  ...ownPath("POST", "bonusDoleProduct treasureBox"),
  scoreGiftList: {
    absorbedBy: "/giftList",
    note: "giftList with kind=points lists the packs sold for points",
  },
  // Account
  ...ownPath("GET", "isSign getWalletInfo token uid share userBanned clause country region"),
  ...ownPath(
    "POST",
    "logout sign sendCode updateUserInfo imgUpload setEmail changeEmail logOffAccount update/region",
  ),
  vCode: {
    absorbedBy: "/register, /login",
    note: "codes are checked where they are used (register, code sign-in), so a checked code cannot be replayed elsewhere",
  },
  userMoney: {
    absorbedBy: "/getWalletInfo",
    note: "the wallet answer lists the stored-value balance per currency",
  },
  vEmail: {
    absorbedBy: "/verifyIdentity",
    note: "the identity step of e-mail and phone changes: a code sent to the bound e-mail or phone becomes a one-use proof for 10 minutes",
  },
  queryConcern: {
    absorbedBy: "/game/:appId, /myGame",
    note: "game detail answers whether the player follows, likes and reserved it; myGame lists them",
  },
  // Messages
  ...ownPath(
    "GET",
    `sysNotice personalMessageNotice personalMessageReply personalMessageLike personalMessageNew refreshMessage
    personalMessageSettingStatus countMail mail`,
  ),
  ...ownPath("POST", "personalMessageSetting updateMail"),
  // Forum
  ...ownPath("GET", "forums forum post postDetail complainReasons commentInfo commentList subCommentList"),
  ...ownPath(
    "POST",
    `uploadImg addPost updatePost stick postLike postCollect delPost concernUser concernForum complain commentLike
    addComment addSubComment`,
  ),
  // Top-up and pay
  ...ownPath(
    "GET",
    `getOrderInfo getOrderStatus getServerList getRolelist getGoodsList getRegion v1/pay/getThirdPaymentList
    v1/pay/getRoleInfo`,
  ),
  ...ownPath("POST", "pay"),
  "api/v1/event/list": { served: "/v1/event/list", method: "GET" },
  getAllPayment: {
    absorbedBy: "/v1/pay/getThirdPaymentList",
    note: "the methods of the chosen payment region, with the portal wallet when it covers the price",
  },
  // Account host (external in the old system, ours now)
  ...ownPath("GET", "syncLogin"),
  ...ownPath("POST", "login register stats"),
  // Ours, beyond the spec's list
  ...ownPath("GET", "hotGame postCollectList forumUser moderationQueue moderationLog myGiftCodes scoreLog"),
  ...ownPath(
    "POST",
    "addGameReply reportGameComment delComment dismissReports addNewsReply reportNewsComment sysNoticeRead",
  ),
  newsDetail: { served: "/news/:newsId", method: "GET" },
};

/** The names exactly as the spec's section 7 lists them (same-host paths), for the completeness test. */
export const specCallNames = words(
  `alertWin indexInfo game gameDetailComments gameScoreDetail gameCommentsList gameReplyInfo
gameRepliesList addGameComment updateGameComment concernGame like subscribe cancel_subscribe gameNews gameNewsCats
personComment delGameComment commentUserInfo appCchId reportDownload appTopicDetail activity recomGames selectGame
myGame getAllGamesList getGamesList videoList gameList guessLike/ news newsComments newsReplyInfo newsRepliesList
addNewsComment newsLike giftList giftDetail giftGameList doleGift gift/rechargeAmt gift/rechargeAmt/dole bonusIndex
bonusGetOtherProduct bonusExchangeRecord bonusGetVipProduct scoreGiftList bonusGetProductDetail bonusGetLastAddr
bonusDoleProduct bonusGetBirthProduct treasureBox getUserScore logout sign isSign sendCode vCode updateUserInfo
imgUpload userMoney setEmail changeEmail vEmail logOffAccount getWalletInfo token uid queryConcern share userBanned
clause country region update/region sysNotice personalMessageNotice personalMessageReply personalMessageLike
personalMessageNew refreshMessage personalMessageSetting personalMessageSettingStatus countMail updateMail mail forums
forum post postDetail uploadImg addPost updatePost stick postLike postCollect delPost concernUser concernForum
complainReasons complain commentLike commentInfo commentList subCommentList addComment addSubComment getAllPayment
getOrderInfo getOrderStatus getServerList getRolelist getGoodsList getRegion v1/pay/getThirdPaymentList
v1/pay/getRoleInfo pay api/v1/event/list`,
);
