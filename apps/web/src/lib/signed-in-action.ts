import { useLocation } from "react-router";
import { useSignedInUid } from "./session";
import { requireSignIn } from "./sign-in-prompt";

/** Runs the action for a signed-in player; a visitor gets the login sheet and comes back here. */
export function useSignedInAction() {
  const uid = useSignedInUid();
  const location = useLocation();
  return <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) => {
      if (uid === null) {
        requireSignIn({ messageKey: "auth:notSignedIn", returnTo: location.pathname + location.search });
        return;
      }
      action(...args);
    };
}

/** The message of a failed call, for a toast. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
