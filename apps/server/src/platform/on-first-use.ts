/**
 * A library loaded the first time it is needed instead of at start: an SDK the deployment may never
 * call (Twilio, S3, web push) or calls rarely (a staff member's second factor, a payment's QR code)
 * costs neither start time nor idle memory until then. Every caller shares one load.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
}
