import * as push from "@portal/contracts/refs/push";
import { call } from "./request";

/** Why this browser cannot receive pushes, or null when it can ask. */
export function pushUnsupported(): "unsupported" | null {
  const can = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  return can ? null : "unsupported";
}

/** base64url → the bytes PushManager.subscribe wants for `applicationServerKey`. */
function keyBytes(base64url: string) {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function registration() {
  return navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
}

/**
 * Asks the browser (the player just turned a topic on: never on a first visit) and hands the server
 * this browser's subscription. Answers "blocked" when the player or the browser said no.
 */
export async function subscribeThisBrowser(
  publicKey: string,
): Promise<"subscribed" | "blocked" | "unsupported"> {
  if (pushUnsupported()) return "unsupported";
  if ((await Notification.requestPermission()) !== "granted") return "blocked";
  const worker = await registration();
  if (!worker) return "unsupported";
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await call(push.subscribePush, { body: subscription.toJSON() as push.PushSubscriptionJson });
  return "subscribed";
}

/** Whether this browser already hands pushes to the server. */
export async function thisBrowserSubscribed() {
  if (pushUnsupported()) return false;
  return Boolean(await (await registration())?.pushManager.getSubscription());
}

/** On sign-out: this browser stops receiving the player's pushes. */
export async function unsubscribeThisBrowser() {
  if (pushUnsupported()) return;
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  await call(push.unsubscribePush, { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe();
}
