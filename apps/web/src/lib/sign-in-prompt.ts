import { createUiState } from "./ui-state";

export interface SignInPrompt {
  open: boolean;
  /** Shown at the top of the sheet, e.g. "Not signed in, please sign in first". */
  message?: string;
  /** The page that asked; after signing in the player comes back to it. */
  returnTo?: string;
}

export const signInPromptState = createUiState<SignInPrompt>({ open: false });

/** The global login prompt: opens the login sheet from anywhere. */
export function requireSignIn(options: { message?: string; returnTo?: string } = {}) {
  signInPromptState.set({ open: true, message: options.message, returnTo: options.returnTo });
}

export function closeSignIn() {
  signInPromptState.set((current) => ({ ...current, open: false }));
}
