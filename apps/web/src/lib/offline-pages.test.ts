import { describe, expect, test } from "vitest";
import { markOfflineCopies, OFFLINE_COPY_HEADER, OfflineCopy } from "./offline-pages";

type Marking = (param: {
  cachedResponse?: Response;
  state?: Record<string, unknown>;
}) => Promise<Response | undefined>;
type FailureNoting = (param: { state?: Record<string, unknown> }) => Promise<void>;

const markCopy = markOfflineCopies.cachedResponseWillBeUsed as unknown as Marking;
const noteFailure = markOfflineCopies.fetchDidFail as unknown as FailureNoting;
const copy = () =>
  new Response('{"code":200}', { status: 200, headers: { "content-type": "application/json" } });

/** Workbox gives the plugin a state of its own for each request: failures noted there mark that request's copy. */
describe("the service worker's marks on its offline copies", () => {
  test("a copy served after the network failed is marked not reached", async () => {
    const state = {};
    await noteFailure({ state });
    const marked = await markCopy({ cachedResponse: copy(), state });
    expect(marked?.headers.get(OFFLINE_COPY_HEADER)).toBe(OfflineCopy.unreached);
    expect(marked?.headers.get("content-type")).toBe("application/json");
    expect(await marked?.json()).toEqual({ code: 200 });
  });

  test("a copy served while the network request is still under way (the 4 s timeout) is marked slow", async () => {
    const marked = await markCopy({ cachedResponse: copy(), state: {} });
    expect(marked?.headers.get(OFFLINE_COPY_HEADER)).toBe(OfflineCopy.slow);
  });

  test("no copy stays no copy", async () => {
    expect(await markCopy({ state: {} })).toBeUndefined();
  });
});
