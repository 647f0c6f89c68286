/**
 * A library loaded the first time it is needed instead of at start: an SDK the deployment may never
 * call (Twilio, S3, web push) or calls rarely (a staff member's second factor, a payment's QR code)
 * costs neither start time nor idle memory until then. Every caller shares one load; a load that
 * failed is tried again by the next caller instead of failing for the life of the process.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
