import { useSyncExternalStore } from "react";

/** A tiny client-wide UI flag store (toast text, video overlay, login sheet): no library needed. */
export interface UiState<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  use(): T;
}

/**
 * Puts every store back to its first value. The web tests share their modules across files, so the
 * test set-up calls it after each test: a video left open by one file is not open in the next.
 */
export function resetUiStates() {
  for (const reset of resets) reset();
}
const resets: (() => void)[] = [];

export function createUiState<T>(initial: T): UiState<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const state: UiState<T> = {
    get: () => value,
    set(next) {
      value = typeof next === "function" ? (next as (current: T) => T)(value) : next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    use: () => useSyncExternalStore(state.subscribe, state.get, state.get),
  };
  resets.push(() => state.set(initial));
  return state;
}
