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
  // Points (shared by gifts, mall and top-up)
  pointsInsufficient: { code: 4701, status: 409 },
  // Top-up (#7)
  goodsNotFound: { code: 4801, status: 404 },
  gameServerNotFound: { code: 4802, status: 404 },
  roleNotYours: { code: 4803, status: 403 },
  paymentMethodUnavailable: { code: 4804, status: 400 },
  couponInvalid: { code: 4805, status: 409 },
  paymentEmailRequired: { code: 4806, status: 409 },
  prepaidCardRejected: { code: 4807, status: 402 },
  orderNotFound: { code: 4808, status: 404 },
  balanceInsufficient: { code: 4809, status: 409 },
  gameServerUnavailable: { code: 4810, status: 503 },
} as const;

export type ErrorName = keyof typeof errorCatalogue;

export const errorNames = Object.keys(errorCatalogue) as ErrorName[];

export function errorByCode(code: number): ErrorName | undefined {
  return errorNames.find((name) => errorCatalogue[name].code === code);
}
