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

const pending = (issue: string): CallStatus => ({ pending: issue });
const GAMES = "#3 games";
const NEWS = "#4 news";
const GIFTS = "#6 gifts and mall";
const FORUM = "#8 forum";
const MESSAGES = "#9 messages";

export const callNames: Record<string, CallStatus> = {
  // Home and game
  alertWin: { served: "/alertWin", method: "GET" },
  indexInfo: { served: "/indexInfo", method: "GET" },
  game: { served: "/game/:appId", method: "GET" },
  gameDetailComments: {
    absorbedBy: "/gameCommentsList, /personComment",
    note: "the detail page shows the first page of gameCommentsList (sort hottest, small pageSize) and the player's own review from personComment",
  },
  gameScoreDetail: { served: "/gameScoreDetail", method: "GET" },
  gameCommentsList: { served: "/gameCommentsList", method: "GET" },
  gameReplyInfo: { served: "/gameReplyInfo", method: "GET" },
  gameRepliesList: { served: "/gameRepliesList", method: "GET" },
  addGameComment: { served: "/addGameComment", method: "POST" },
  updateGameComment: { served: "/updateGameComment", method: "POST" },
  concernGame: { served: "/concernGame", method: "POST" },
  like: { served: "/like", method: "POST" },
  subscribe: { served: "/subscribe", method: "POST" },
  cancel_subscribe: { served: "/cancel_subscribe", method: "POST" },
  gameNews: pending(NEWS),
  gameNewsCats: pending(NEWS),
  personComment: { served: "/personComment", method: "GET" },
  delGameComment: { served: "/delGameComment", method: "POST" },
  commentUserInfo: {
    absorbedBy: "/gameCommentsList, /gameRepliesList",
    note: "each review and reply carries its author (avatar, nickname, VIP, level, staff)",
  },
  appCchId: {
    absorbedBy: "/reportDownload",
    note: "the download channel id travels as `channel` with each download report",
  },
  reportDownload: { served: "/reportDownload", method: "POST" },
  appTopicDetail: pending(GAMES),
  activity: pending(GAMES),
  recomGames: { served: "/recomGames", method: "GET" },
  selectGame: {
    absorbedBy: "/gameList",
    note: "a game picker lists games through gameList (filters, search by name)",
  },
  myGame: { served: "/myGame", method: "GET" },
  getAllGamesList: { absorbedBy: "/gameList", note: "gameList without filters lists every game" },
  getGamesList: { absorbedBy: "/gameList", note: "one catalogue call with filter, sort and paging" },
  videoList: pending(NEWS),
  gameList: { served: "/gameList", method: "GET" },
  "guessLike/": { served: "/guessLike", method: "GET" },
  // News
  news: pending(NEWS),
  newsComments: pending(NEWS),
  newsReplyInfo: pending(NEWS),
  newsRepliesList: pending(NEWS),
  addNewsComment: pending(NEWS),
  newsLike: pending(NEWS),
  // Gifts
  giftList: pending(GIFTS),
  giftDetail: pending(GIFTS),
  giftGameList: pending(GIFTS),
  doleGift: pending(GIFTS),
  "gift/rechargeAmt": pending(GIFTS),
  "gift/rechargeAmt/dole": pending(GIFTS),
  // Points shop
  bonusIndex: pending(GIFTS),
  bonusGetOtherProduct: pending(GIFTS),
  bonusExchangeRecord: pending(GIFTS),
  bonusGetVipProduct: pending(GIFTS),
  scoreGiftList: pending(GIFTS),
  bonusGetProductDetail: pending(GIFTS),
  bonusGetLastAddr: pending(GIFTS),
  bonusDoleProduct: pending(GIFTS),
  bonusGetBirthProduct: pending(GIFTS),
  treasureBox: pending(GIFTS),
  getUserScore: pending(GIFTS),
  // Account
  logout: { served: "/logout", method: "POST" },
  sign: pending(GIFTS),
  isSign: pending(GIFTS),
  sendCode: { served: "/sendCode", method: "POST" },
  vCode: {
    absorbedBy: "/register, /login",
    note: "codes are checked where they are used (register, code sign-in), so a checked code cannot be replayed elsewhere",
  },
  updateUserInfo: { served: "/updateUserInfo", method: "POST" },
  imgUpload: { served: "/imgUpload", method: "POST" },
  userMoney: {
    absorbedBy: "/getWalletInfo",
    note: "the wallet answer lists the stored-value balance per currency",
  },
  setEmail: { served: "/setEmail", method: "POST" },
  changeEmail: { served: "/changeEmail", method: "POST" },
  vEmail: {
    absorbedBy: "/verifyIdentity",
    note: "the identity step of e-mail and phone changes: a code sent to the bound e-mail or phone becomes a one-use proof for 10 minutes",
  },
  logOffAccount: { served: "/logOffAccount", method: "POST" },
  getWalletInfo: { served: "/getWalletInfo", method: "GET" },
  token: { served: "/token", method: "GET" },
  uid: { served: "/uid", method: "GET" },
  queryConcern: {
    absorbedBy: "/game/:appId, /myGame",
    note: "game detail answers whether the player follows, likes and reserved it; myGame lists them",
  },
  share: { served: "/share", method: "GET" },
  userBanned: { served: "/userBanned", method: "GET" },
  clause: { served: "/clause", method: "GET" },
  country: { served: "/country", method: "GET" },
  region: { served: "/region", method: "GET" },
  "update/region": { served: "/update/region", method: "POST" },
  // Messages
  sysNotice: pending(MESSAGES),
  personalMessageNotice: pending(MESSAGES),
  personalMessageReply: pending(MESSAGES),
  personalMessageLike: pending(MESSAGES),
  personalMessageNew: pending(MESSAGES),
  refreshMessage: pending(MESSAGES),
  personalMessageSetting: pending(MESSAGES),
  personalMessageSettingStatus: pending(MESSAGES),
  countMail: pending(MESSAGES),
  updateMail: pending(MESSAGES),
  mail: pending(MESSAGES),
  // Forum
  forums: pending(FORUM),
  forum: pending(FORUM),
  post: pending(FORUM),
  postDetail: pending(FORUM),
  uploadImg: pending(FORUM),
  addPost: pending(FORUM),
  updatePost: pending(FORUM),
  stick: pending(FORUM),
  postLike: pending(FORUM),
  postCollect: pending(FORUM),
  delPost: pending(FORUM),
  concernUser: pending(FORUM),
  concernForum: pending(FORUM),
  complainReasons: pending(FORUM),
  complain: pending(FORUM),
  commentLike: pending(FORUM),
  commentInfo: pending(FORUM),
  commentList: pending(FORUM),
  subCommentList: pending(FORUM),
  addComment: pending(FORUM),
  addSubComment: pending(FORUM),
  // Top-up and pay
  getAllPayment: {
    absorbedBy: "/v1/pay/getThirdPaymentList",
    note: "the methods of the chosen payment region, with the portal wallet when it covers the price",
  },
  getOrderInfo: { served: "/getOrderInfo", method: "GET" },
  getOrderStatus: { served: "/getOrderStatus", method: "GET" },
  getServerList: { served: "/getServerList", method: "GET" },
  getRolelist: { served: "/getRolelist", method: "GET" },
  getGoodsList: { served: "/getGoodsList", method: "GET" },
  getRegion: { served: "/getRegion", method: "GET" },
  "v1/pay/getThirdPaymentList": { served: "/v1/pay/getThirdPaymentList", method: "GET" },
  "v1/pay/getRoleInfo": { served: "/v1/pay/getRoleInfo", method: "GET" },
  pay: { served: "/pay", method: "POST" },
  "api/v1/event/list": { served: "/v1/event/list", method: "GET" },
  // Account host (external in the old system, ours now)
  login: { served: "/login", method: "POST" },
  register: { served: "/register", method: "POST" },
  syncLogin: { served: "/syncLogin", method: "GET" },
  stats: { served: "/stats", method: "POST" },
  // Ours, beyond the spec's list
  hotGame: { served: "/hotGame", method: "GET" },
  addGameReply: { served: "/addGameReply", method: "POST" },
  reportGameComment: { served: "/reportGameComment", method: "POST" },
};

/** The names exactly as the spec's section 7 lists them (same-host paths), for the completeness test. */
export const specCallNames =
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
v1/pay/getRoleInfo pay api/v1/event/list`
    .split(/\s+/)
    .filter(Boolean);
