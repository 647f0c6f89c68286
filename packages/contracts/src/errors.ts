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
  passwordMismatch: { code: 4004, status: 400 },
  consentRequired: { code: 4005, status: 400 },
  signatureWrong: { code: 4013, status: 401 },
  signatureExpired: { code: 4014, status: 401 },
  nonceReused: { code: 4015, status: 401 },
  syncLoginInvalid: { code: 4016, status: 401 },
  gameNotFound: { code: 4041, status: 404 },
  notAvailableYet: { code: 501, status: 501 },
} as const;

export type ErrorName = keyof typeof errorCatalogue;

export const errorNames = Object.keys(errorCatalogue) as ErrorName[];

export function errorByCode(code: number): ErrorName | undefined {
  return errorNames.find((name) => errorCatalogue[name].code === code);
}
