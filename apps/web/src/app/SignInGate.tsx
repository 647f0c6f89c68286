import { lazy, type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { useSignedInUid } from "../lib/session";
import { requireSignIn } from "../lib/sign-in-prompt";

/** The spec's message for pages that need sign-in (top-up first of all). */
const messageKey = "auth:notSignedIn";

// Only visitors see it, so it stays out of the first screen's bundle.
const SignedOutGate = lazy(() => import("./SignedOutGate").then((m) => ({ default: m.SignedOutGate })));

/** A page that needs sign-in: a visitor gets the login sheet, and the page once signed in. */
export function SignInGate({ children }: { children: ReactNode }) {
  const uid = useSignedInUid();
  const { pathname } = useLocation();

  useEffect(() => {
    if (uid === null) requireSignIn({ messageKey, returnTo: pathname });
  }, [uid, pathname]);

  if (uid !== null) return children;
  return (
    <SignedOutGate
      messageKey={messageKey}
      onSignIn={() => requireSignIn({ messageKey, returnTo: pathname })}
    />
  );
}
