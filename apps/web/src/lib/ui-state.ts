import { useSyncExternalStore } from "react";

/** A tiny client-wide UI flag store (toast text, video overlay, login sheet): no library needed. */
export interface UiState<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  use(): T;
}

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
  return state;
}
