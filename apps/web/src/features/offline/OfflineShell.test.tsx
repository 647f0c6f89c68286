import { act, fireEvent, render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { OFFLINE_COPY_HEADER } from "../../lib/offline-pages";
import { get } from "../../lib/request";
import { apiServer, TEST_ORIGIN } from "../../testing/api";
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

  test("a request the network fails shows the notice though the browser still says online; the server answering takes it away", async () => {
    render(<OfflineShell worker={new WorkerEvents()} reload={() => {}} />);
    let reachable = false;
    apiServer.use(
      http.get(`${TEST_ORIGIN}/api/stats`, () =>
        reachable ? HttpResponse.json({ code: 200, msg: "ok", data: null }) : HttpResponse.error(),
      ),
    );
    expect((await act(() => get("/api/stats"))).code).toBe(-1);
    expect(screen.getByRole("status").textContent).toBe("You are offline: showing the pages you last saw");
    reachable = true;
    expect((await act(() => get("/api/stats"))).code).toBe(200);
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  test("an answer the service worker gave from its copy of the pages last seen shows the notice", async () => {
    render(<OfflineShell worker={new WorkerEvents()} reload={() => {}} />);
    apiServer.use(
      http.get(`${TEST_ORIGIN}/api/indexInfo`, () =>
        HttpResponse.json({ code: 200, msg: "ok", data: null }, { headers: { [OFFLINE_COPY_HEADER]: "1" } }),
      ),
    );
    expect((await act(() => get("/api/indexInfo"))).code).toBe(200);
    expect(screen.getByRole("status").textContent).toBe("You are offline: showing the pages you last saw");
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
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
