import { createUiState } from "./ui-state";

export interface SignInPrompt {
  open: boolean;
  /** An i18n key shown at the top of the sheet, e.g. "auth:notSignedIn"; a key so it follows the language. */
  messageKey?: string;
  /** The page that asked; after signing in the player comes back to it. */
  returnTo?: string;
}

export const signInPromptState = createUiState<SignInPrompt>({ open: false });

/** The global login prompt: opens the login sheet from anywhere. */
export function requireSignIn(options: { messageKey?: string; returnTo?: string } = {}) {
  signInPromptState.set({ open: true, messageKey: options.messageKey, returnTo: options.returnTo });
}

export function closeSignIn() {
  signInPromptState.set((current) => ({ ...current, open: false }));
}
