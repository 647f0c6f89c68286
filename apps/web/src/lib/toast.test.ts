import { afterEach, describe, expect, test, vi } from "vitest";
import { showToast, TOAST_DURATION_MS, toastState } from "./toast";

afterEach(() => vi.useRealTimers());

describe("toast", () => {
  test("shows a message for 3 seconds; a newer one replaces it and restarts the time", () => {
    vi.useFakeTimers();
    expect(TOAST_DURATION_MS).toBe(3000);
    showToast("first");
    expect(toastState.get()?.text).toBe("first");
    vi.advanceTimersByTime(2000);
    showToast("second");
    vi.advanceTimersByTime(2000);
    expect(toastState.get()?.text).toBe("second");
    vi.advanceTimersByTime(1000);
    expect(toastState.get()).toBeNull();
  });
});
