import { createUiState } from "./ui-state";

/** Spec section 9: a toast disappears after 3 seconds. */
export const TOAST_DURATION_MS = 3000;

export interface ToastMessage {
  id: number;
  text: string;
}

export const toastState = createUiState<ToastMessage | null>(null);
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows one message at a time; a new one replaces the current and restarts the 3 s. */
export function showToast(text: string) {
  if (!text) return;
  clearTimeout(timer);
  const id = nextId++;
  toastState.set({ id, text });
  timer = setTimeout(() => {
    if (toastState.get()?.id === id) toastState.set(null);
  }, TOAST_DURATION_MS);
}
