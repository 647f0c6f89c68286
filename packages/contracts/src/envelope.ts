/** Every API answer: code 200 is success; any other code comes from the error catalogue. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** What the web request helper resolves to when the request itself failed. */
export interface RequestFailure {
  code: -1;
  msg: string;
  status: false;
  data: null;
}

export const SUCCESS = 200;
export const REQUEST_FAILED = -1;
export const REQUEST_TIMEOUT_MS = 5000;
