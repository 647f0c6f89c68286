/**
 * The error catalogue. Every non-200 envelope carries one of these codes; the message is
 * looked up in the `errors` namespace of the i18n catalogues under the same name.
 */
export const errorCatalogue = {
  badInput: { code: 400, status: 400 },
  notSignedIn: { code: 401, status: 401 },
  forbidden: { code: 403, status: 403 },
  notFound: { code: 404, status: 404 },
  conflict: { code: 409, status: 409 },
  tooMany: { code: 429, status: 429 },
  serverError: { code: 500, status: 500 },
  /** The database is unreachable for a moment (restart, dropped connection): the client may try again. */
  serviceUnavailable: { code: 5030, status: 503 },
  crossSite: { code: 4031, status: 403 },
  userBanned: { code: 4032, status: 403 },
  accountCancelled: { code: 4033, status: 403 },
  codeWrong: { code: 4001, status: 400 },
  codeExpired: { code: 4002, status: 400 },
  codeTooManyTries: { code: 4003, status: 400 },
  codeSendTooSoon: { code: 4291, status: 429 },
  codeDailyLimit: { code: 4292, status: 429 },
  passwordWrong: { code: 4011, status: 401 },
  accountLocked: { code: 4293, status: 429 },
  addressLocked: { code: 4294, status: 429 },
  codeSendAddressLimit: { code: 4296, status: 429 },
  codeSendPlayerLimit: { code: 4297, status: 429 },
  oldPasswordLocked: { code: 4298, status: 429 },
  /** Code sending after the first few from one client: solve the proof-of-work challenge and send again. */
  challengeRequired: { code: 4020, status: 400 },
  challengeFailed: { code: 4021, status: 400 },
  accountNotFound: { code: 4012, status: 401 },
  accountExists: { code: 4091, status: 409 },
  /** Signing in would withdraw a pending cancellation: the client asks first, then sends withdrawCancellation. */
  cancellationPending: { code: 4095, status: 409 },
  passwordMismatch: { code: 4004, status: 400 },
  consentRequired: { code: 4005, status: 400 },
  signatureWrong: { code: 4013, status: 401 },
  signatureExpired: { code: 4014, status: 401 },
  nonceReused: { code: 4015, status: 401 },
  syncLoginInvalid: { code: 4016, status: 401 },
  gameNotFound: { code: 4041, status: 404 },
  // Points and VIP in the console, and the rules players meet: 5275–5294.
  exchangeLimitReached: { code: 5275, status: 409 },
  vipLevelNotFound: { code: 5276, status: 404 },
  /** A VIP level's threshold must lie between the levels below and above it. */
  vipThresholdOrder: { code: 5277, status: 400 },
  /** Every prize with a chance is out of stock. */
  treasureBoxEmpty: { code: 5278, status: 409 },
  // Fixes of the console's catalogue, rewards and dashboards: 5340–5349.
  /** Only the highest VIP level can be removed (and level 0 always stays). */
  vipLevelNotLast: { code: 5340, status: 409 },
  /** Players hold the VIP level (or a higher one): it cannot be removed. */
  vipLevelHeld: { code: 5341, status: 409 },
  /** Mall products ask for the VIP level (or a higher one): it cannot be removed. */
  vipLevelRequired: { code: 5342, status: 409 },
  /** The VIP levels stop at 100. */
  vipLevelsFull: { code: 5343, status: 409 },
  // Responsive images: 5344–5349.
  /** A media copy other than the widths and formats of media.ts (`?w=&f=`); never resized on request. */
  mediaVariantUnknown: { code: 5344, status: 400 },
  // Content in the console (games, home banners, hot and recommended): 5180–5199.
  bannerNotFound: { code: 5180, status: 404 },
  gameSlugTaken: { code: 5181, status: 409 },
  /** Content shows only images uploaded in the console (or the seed's), never a player's upload. */
  contentImageUnknown: { code: 5182, status: 400 },
  syncSecretNeeded: { code: 5183, status: 400 },
  deliverySecretNeeded: { code: 5184, status: 400 },
  // Gift packs and code pools in the console: 5200–5214.
  giftPackNotFound: { code: 5200, status: 404 },
  /** An import file with bad or duplicate lines: nothing imported; the data lists the lines. */
  codeImportRefused: { code: 5201, status: 400 },
  codeImportTooLarge: { code: 5202, status: 413 },
  codeImportMissing: { code: 5203, status: 400 },
  reviewNotFound: { code: 4042, status: 404 },
  replyNotFound: { code: 4043, status: 404 },
  downloadUnavailable: { code: 4044, status: 404 },
  notYourReview: { code: 4034, status: 403 },
  reviewExists: { code: 4092, status: 409 },
  preRegistrationClosed: { code: 4093, status: 409 },
  notAvailableYet: { code: 501, status: 501 },
  // Personal area and account security (#5)
  identityRequired: { code: 4101, status: 403 },
  emailSame: { code: 4102, status: 400 },
  phoneSame: { code: 4103, status: 400 },
  emailTaken: { code: 4104, status: 409 },
  phoneTaken: { code: 4105, status: 409 },
  emailBound: { code: 4106, status: 409 },
  phoneBound: { code: 4107, status: 409 },
  emailNotBound: { code: 4108, status: 400 },
  phoneNotBound: { code: 4109, status: 400 },
  unbindNeedsPhone: { code: 4110, status: 400 },
  oldPasswordWrong: { code: 4111, status: 400 },
  realNameExists: { code: 4112, status: 409 },
  unresolvedOrders: { code: 4113, status: 409 },
  imageInvalid: { code: 4114, status: 400 },
  imageTooLarge: { code: 4115, status: 413 },
  imageTooManyPixels: { code: 4116, status: 400 },
  imageMissing: { code: 4117, status: 400 },
  saveFailed: { code: 4118, status: 500 },
  areaUnknown: { code: 4119, status: 400 },
  /** Production without an SMS provider: phone sign-up, phone code sign-in and phone binding are off. */
  phoneUnavailable: { code: 4130, status: 503 },
  // Points (shared by gifts, mall and top-up)
  pointsInsufficient: { code: 4701, status: 409 },
  // Messages and mail (#9)
  mailNotFound: { code: 4901, status: 404 },
  mailHasNoGift: { code: 4902, status: 400 },
  gameAlreadyLaunched: { code: 4903, status: 409 },
  // Web push (#21)
  /** Push is switched off on this portal (no VAPID keys): the settings page says so. */
  pushUnavailable: { code: 4950, status: 503 },
  /** Only a push service's https address is accepted (no other host, no plain http). */
  pushEndpointRefused: { code: 4951, status: 400 },
  pushDeviceLimit: { code: 4952, status: 409 },
  // Forums (#8)
  forumNotFound: { code: 4601, status: 404 },
  postNotFound: { code: 4602, status: 404 },
  commentNotFound: { code: 4603, status: 404 },
  notYourPost: { code: 4604, status: 403 },
  notYourComment: { code: 4605, status: 403 },
  moderatorsOnly: { code: 4606, status: 403 },
  postingTooFast: { code: 4607, status: 429 },
  commentingTooFast: { code: 4608, status: 429 },
  /** The text contains a word the console's word list blocks (every posting path checks it). */
  wordBlocked: { code: 5165, status: 400 },
  imageNotYours: { code: 4609, status: 400 },
  followSelf: { code: 4610, status: 400 },
  userNotFound: { code: 4611, status: 404 },
  // News, notices and videos (#4)
  newsNotFound: { code: 4501, status: 404 },
  newsCommentNotFound: { code: 4502, status: 404 },
  newsReplyNotFound: { code: 4503, status: 404 },
  noticeNotFound: { code: 4504, status: 404 },
  // Gifts, sign-in and the points mall (#6)
  giftNotFound: { code: 4702, status: 404 },
  giftExpired: { code: 4703, status: 409 },
  soldOut: { code: 4704, status: 409 },
  giftClaimed: { code: 4705, status: 409 },
  vipRequired: { code: 4706, status: 403 },
  reservationRequired: { code: 4707, status: 403 },
  dailySignInRequired: { code: 4708, status: 403 },
  emailIncorrect: { code: 4709, status: 400 },
  taskIncomplete: { code: 4710, status: 403 },
  alreadySigned: { code: 4711, status: 409 },
  productNotFound: { code: 4712, status: 404 },
  stockInsufficient: { code: 4713, status: 409 },
  addressRequired: { code: 4714, status: 400 },
  birthdayOnly: { code: 4715, status: 403 },
  // Top-up (#7)
  goodsNotFound: { code: 4801, status: 404 },
  gameServerNotFound: { code: 4802, status: 404 },
  roleNotYours: { code: 4803, status: 403 },
  paymentMethodUnavailable: { code: 4804, status: 400 },
  /** The payment provider did not answer or refused to open a checkout; nothing was charged. */
  paymentProviderUnavailable: { code: 4820, status: 502 },
  /** The provider would not refund (not paid there, already refunded in full, or unreachable). */
  refundRefused: { code: 4821, status: 409 },
  couponInvalid: { code: 4805, status: 409 },
  paymentEmailRequired: { code: 4806, status: 409 },
  prepaidCardRejected: { code: 4807, status: 402 },
  orderNotFound: { code: 4808, status: 404 },
  balanceInsufficient: { code: 4809, status: 409 },
  gameServerUnavailable: { code: 4810, status: 503 },
  // Publisher-issued prepaid cards (#14): wrong serial and wrong PIN share one message (no enumeration).
  prepaidCardWrong: { code: 4830, status: 400 },
  prepaidCardUsed: { code: 4831, status: 409 },
  prepaidCardExpired: { code: 4832, status: 409 },
  prepaidCardOtherRegion: { code: 4833, status: 409 },
  prepaidCardValueMismatch: { code: 4834, status: 409 },
  prepaidCardTooManyTries: { code: 4835, status: 429 },
  prepaidCardWithdrawn: { code: 4836, status: 409 },
  // Operator console (#18): staff sign-in, roles and staff management
  staffSignInWrong: { code: 5101, status: 401 },
  staffNotSignedIn: { code: 5102, status: 401 },
  staffForbidden: { code: 5103, status: 403 },
  secondFactorRequired: { code: 5104, status: 401 },
  secondFactorWrong: { code: 5105, status: 400 },
  secondFactorEnrolled: { code: 5106, status: 409 },
  staffDisabled: { code: 5107, status: 403 },
  staffEmailTaken: { code: 5108, status: 409 },
  staffNotFound: { code: 5109, status: 404 },
  /** Someone else changed the row since the console loaded it (version column): reload, then edit. */
  staleEdit: { code: 5110, status: 409 },
  lastOwner: { code: 5111, status: 409 },
  /** Another owner changes your role or disables you: nobody locks themselves out by a slip. */
  staffSelfEdit: { code: 5112, status: 409 },
  // Operator console (#18): players, their sanctions and points
  playerNotFound: { code: 5150, status: 404 },
  /** A muted player tried to post; the message says until when. */
  playerMuted: { code: 5151, status: 403 },
  playerMutedPermanently: { code: 5152, status: 403 },
  sanctionNotActive: { code: 5153, status: 409 },
  sanctionEndPassed: { code: 5154, status: 400 },
  pointsAdjustmentBelowZero: { code: 5155, status: 409 },
  // Moderation (console)
  moderatedTextNotFound: { code: 5166, status: 404 },
  wordAlreadyListed: { code: 5167, status: 409 },
  wordNotListed: { code: 5168, status: 404 },
  // Dashboards (console)
  dashboardRangeReversed: { code: 5245, status: 400 },
  dashboardRangeTooLong: { code: 5246, status: 400 },
  // Orders, support actions and refunds (console)
  orderNotRefundable: { code: 5215, status: 409 },
  refundTooLarge: { code: 5216, status: 409 },
  refundPartialUnsupported: { code: 5217, status: 409 },
  refundPartialNotDelivered: { code: 5218, status: 409 },
  orderActionNotAllowed: { code: 5219, status: 409 },
  // Broadcasts (console): 5230–5244
  broadcastNotFound: { code: 5230, status: 404 },
  broadcastSegmentEmpty: { code: 5231, status: 400 },
  broadcastNotEnoughCodes: { code: 5232, status: 409 },
  broadcastNotCancellable: { code: 5233, status: 409 },
  broadcastPackNotMailOnly: { code: 5234, status: 400 },
  broadcastGiftNeedsMail: { code: 5235, status: 400 },
  broadcastSendAtPassed: { code: 5236, status: 400 },
  // Newsroom (console): news, categories, home notices, videos, topics and events
  newsCategoryNotFound: { code: 5295, status: 404 },
  newsCategoryKeyTaken: { code: 5296, status: 409 },
  homeNoticeNotFound: { code: 5297, status: 404 },
  videoNotFound: { code: 5298, status: 404 },
  /** A hosted video needs its player page's https address. */
  videoSourceMissing: { code: 5299, status: 400 },
  /** A topic or event that does not exist or is not published (players get the same answer). */
  topicNotFound: { code: 5300, status: 404 },
  // Forum boards and answers as a game's official account (console): 5310–5324
  boardNotFound: { code: 5310, status: 404 },
  /** A game has one board of each kind. */
  boardKindTaken: { code: 5311, status: 409 },
  /** Answering as the official account of a game that has none yet. */
  noOfficialAccount: { code: 5312, status: 409 },
  /** The official account must be a GM account (players see its staff badge). */
  officialAccountNotGm: { code: 5313, status: 400 },
  // Top-up catalogue in the console (goods, payment methods, coupon campaigns, card batches): 5255–5274.
  goodsSkuTaken: { code: 5255, status: 409 },
  paymentMethodNotFound: { code: 5256, status: 404 },
  couponCampaignNotFound: { code: 5257, status: 404 },
  /** Issuing a campaign to a segment with nobody in it. */
  couponSegmentEmpty: { code: 5258, status: 400 },
  cardBatchNotFound: { code: 5259, status: 404 },
  cardBatchWithdrawn: { code: 5260, status: 409 },
  /** A card file with bad lines: every problem by line number, nothing imported. */
  cardFileRefused: { code: 5261, status: 400 },
  cardBatchCodeTaken: { code: 5262, status: 409 },
  /** A payment region's currency without prepaid cards (the region has no card method). */
  cardRegionUnsupported: { code: 5263, status: 400 },
  storedActivityNotFound: { code: 5264, status: 404 },
  // Lists: 5350–5354
  /** A page number deeper than PAGE_DEPTH_MAX rows without a cursor (paging.ts). */
  pageTooDeep: { code: 5350, status: 400 },
} as const;

export type ErrorName = keyof typeof errorCatalogue;

export const errorNames = Object.keys(errorCatalogue) as ErrorName[];

export function errorByCode(code: number): ErrorName | undefined {
  return errorNames.find((name) => errorCatalogue[name].code === code);
}
