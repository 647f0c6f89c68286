import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { resetUiStates } from "../lib/ui-state";
import { apiServer } from "./api";
import { layOut, TestIntersectionObserver } from "./intersection";

// findBy…/waitFor wait up to 5 s for what is expected (not 1 s): pages are lazy chunks, and on a
// loaded 2-core machine their first import alone can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

globalThis.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;

/** Requests no handler answered during the current test. */
const unanswered: string[] = [];

// A request no test answers fails the test: a renamed or forgotten route cannot pass unnoticed.
beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest: (request, print) => {
      unanswered.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  resetUiStates();
  layOut();
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
  const missed = unanswered.splice(0);
  if (missed.length > 0) throw new Error(`No handler answered: ${missed.join(", ")}`);
});
afterAll(() => apiServer.close());
