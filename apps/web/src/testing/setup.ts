import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { apiServer } from "./api";

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
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
  const missed = unanswered.splice(0);
  if (missed.length > 0) throw new Error(`No handler answered: ${missed.join(", ")}`);
});
afterAll(() => apiServer.close());
