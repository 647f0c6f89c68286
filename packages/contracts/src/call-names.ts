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
  gameNews: { served: "/gameNews", method: "GET" },
  gameNewsCats: { served: "/gameNewsCats", method: "GET" },
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
  appTopicDetail: { served: "/appTopicDetail", method: "GET" },
  activity: { served: "/activity", method: "GET" },
  recomGames: { served: "/recomGames", method: "GET" },
  selectGame: {
    absorbedBy: "/gameList",
    note: "a game picker lists games through gameList (filters, search by name)",
  },
  myGame: { served: "/myGame", method: "GET" },
  getAllGamesList: { absorbedBy: "/gameList", note: "gameList without filters lists every game" },
  getGamesList: { absorbedBy: "/gameList", note: "one catalogue call with filter, sort and paging" },
  videoList: { served: "/videoList", method: "GET" },
  gameList: { served: "/gameList", method: "GET" },
  "guessLike/": { served: "/guessLike", method: "GET" },
  // News
  news: { served: "/news", method: "GET" },
  newsComments: { served: "/newsComments", method: "GET" },
  newsReplyInfo: { served: "/newsReplyInfo", method: "GET" },
  newsRepliesList: { served: "/newsRepliesList", method: "GET" },
  addNewsComment: { served: "/addNewsComment", method: "POST" },
  newsLike: { served: "/newsLike", method: "POST" },
  // Gifts
  giftList: { served: "/giftList", method: "GET" },
  giftDetail: { served: "/giftDetail", method: "GET" },
  giftGameList: { served: "/giftGameList", method: "GET" },
  doleGift: { served: "/doleGift", method: "POST" },
  "gift/rechargeAmt": { served: "/gift/rechargeAmt", method: "GET" },
  "gift/rechargeAmt/dole": { served: "/gift/rechargeAmt/dole", method: "POST" },
  // Points shop
  bonusIndex: { served: "/bonusIndex", method: "GET" },
  bonusGetOtherProduct: { served: "/bonusGetOtherProduct", method: "GET" },
  bonusExchangeRecord: { served: "/bonusExchangeRecord", method: "GET" },
  bonusGetVipProduct: { served: "/bonusGetVipProduct", method: "GET" },
  scoreGiftList: {
    absorbedBy: "/giftList",
    note: "giftList with kind=points lists the packs sold for points",
  },
  bonusGetProductDetail: { served: "/bonusGetProductDetail", method: "GET" },
  bonusGetLastAddr: { served: "/bonusGetLastAddr", method: "GET" },
  bonusDoleProduct: { served: "/bonusDoleProduct", method: "POST" },
  bonusGetBirthProduct: { served: "/bonusGetBirthProduct", method: "GET" },
  treasureBox: { served: "/treasureBox", method: "POST" },
  getUserScore: { served: "/getUserScore", method: "GET" },
  // Account
  logout: { served: "/logout", method: "POST" },
  sign: { served: "/sign", method: "POST" },
  isSign: { served: "/isSign", method: "GET" },
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
  sysNotice: { served: "/sysNotice", method: "GET" },
  personalMessageNotice: { served: "/personalMessageNotice", method: "GET" },
  personalMessageReply: { served: "/personalMessageReply", method: "GET" },
  personalMessageLike: { served: "/personalMessageLike", method: "GET" },
  personalMessageNew: { served: "/personalMessageNew", method: "GET" },
  refreshMessage: { served: "/refreshMessage", method: "GET" },
  personalMessageSetting: { served: "/personalMessageSetting", method: "POST" },
  personalMessageSettingStatus: { served: "/personalMessageSettingStatus", method: "GET" },
  countMail: { served: "/countMail", method: "GET" },
  updateMail: { served: "/updateMail", method: "POST" },
  mail: { served: "/mail", method: "GET" },
  // Forum
  forums: { served: "/forums", method: "GET" },
  forum: { served: "/forum", method: "GET" },
  post: { served: "/post", method: "GET" },
  postDetail: { served: "/postDetail", method: "GET" },
  uploadImg: { served: "/uploadImg", method: "POST" },
  addPost: { served: "/addPost", method: "POST" },
  updatePost: { served: "/updatePost", method: "POST" },
  stick: { served: "/stick", method: "POST" },
  postLike: { served: "/postLike", method: "POST" },
  postCollect: { served: "/postCollect", method: "POST" },
  delPost: { served: "/delPost", method: "POST" },
  concernUser: { served: "/concernUser", method: "POST" },
  concernForum: { served: "/concernForum", method: "POST" },
  complainReasons: { served: "/complainReasons", method: "GET" },
  complain: { served: "/complain", method: "POST" },
  commentLike: { served: "/commentLike", method: "POST" },
  commentInfo: { served: "/commentInfo", method: "GET" },
  commentList: { served: "/commentList", method: "GET" },
  subCommentList: { served: "/subCommentList", method: "GET" },
  addComment: { served: "/addComment", method: "POST" },
  addSubComment: { served: "/addSubComment", method: "POST" },
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
  postCollectList: { served: "/postCollectList", method: "GET" },
  forumUser: { served: "/forumUser", method: "GET" },
  delComment: { served: "/delComment", method: "POST" },
  moderationQueue: { served: "/moderationQueue", method: "GET" },
  dismissReports: { served: "/dismissReports", method: "POST" },
  moderationLog: { served: "/moderationLog", method: "GET" },
  newsDetail: { served: "/news/:newsId", method: "GET" },
  addNewsReply: { served: "/addNewsReply", method: "POST" },
  reportNewsComment: { served: "/reportNewsComment", method: "POST" },
  sysNoticeRead: { served: "/sysNoticeRead", method: "POST" },
  myGiftCodes: { served: "/myGiftCodes", method: "GET" },
  scoreLog: { served: "/scoreLog", method: "GET" },
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
