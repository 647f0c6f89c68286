import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { setupI18n } from "../../testing/render";
import { OfflineShell, type UpdatableWorker } from "./OfflineShell";

beforeAll(() => setupI18n("en"));
afterEach(() => vi.restoreAllMocks());

/** A worker that emits what workbox-window's Workbox emits, and records the skip-waiting message. */
class WorkerEvents extends EventTarget implements UpdatableWorker {
  skipped = 0;
  messageSkipWaiting() {
    this.skipped++;
    this.dispatchEvent(new Event("controlling"));
  }
  override addEventListener(type: string, listener: () => void) {
    super.addEventListener(type, listener);
  }
  override removeEventListener(type: string, listener: () => void) {
    super.removeEventListener(type, listener);
  }
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });
}

describe("the offline shell", () => {
  test("the offline notice shows while the network is gone and leaves when it is back", () => {
    render(<OfflineShell worker={new WorkerEvents()} reload={() => {}} />);
    expect(screen.queryByText(/You are offline/)).toBeNull();
    goOffline(true);
    expect(screen.getByRole("status").textContent).toBe("You are offline: showing the pages you last saw");
    goOffline(false);
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  test("a waiting new version offers a reload: the new worker takes over, then the page reloads", () => {
    const worker = new WorkerEvents();
    let reloads = 0;
    render(<OfflineShell worker={worker} reload={() => reloads++} />);
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => {
      worker.dispatchEvent(new Event("waiting"));
    });
    expect(screen.getByRole("alert").textContent).toContain("A new version of the portal is ready");
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(worker.skipped).toBe(1);
    expect(reloads).toBe(1);
  });

  test("later hides the prompt and reloads nothing", () => {
    const worker = new WorkerEvents();
    let reloads = 0;
    render(<OfflineShell worker={worker} reload={() => reloads++} />);
    act(() => {
      worker.dispatchEvent(new Event("waiting"));
    });
    fireEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(worker.skipped).toBe(0);
    expect(reloads).toBe(0);
  });
});
