import { health, portalFeatures, readiness } from "@portal/contracts/platform";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { serve } from "../../platform/route.ts";
import * as system from "./system.service.ts";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

export function registerSystemRoutes(app: FastifyInstance, deps: AppDeps) {
  serve(app, health, () => system.health(deps));
  serve(app, portalFeatures, async () => ({ phoneAccounts: deps.sms.available }));
  // Ready: the database answers (its migrations ran before the process listened) and the outbox
  // is not stuck (its oldest due job waited less than OUTBOX_STUCK_MINUTES).
  const ready = () => system.readiness(deps);
  serve(app, readiness, ready);
  // Orchestrators probe /readyz at the root; same answer. /livez: the process answers (no database).
  app.get("/readyz", async () => ({ code: 200, msg: "ok", data: await ready() }));
  app.get("/livez", async () => ({ code: 200, msg: "ok", data: { live: true } }));

  if (deps.config.NODE_ENV === "production") return;
  registerDevClock(app, deps);
  /** Mail and SMS kept while no gateway is configured: how a person trying the portal reads codes. */
  const latest = () => system.devOutbox(deps);
  app.get("/dev/outbox.json", async () => ({ code: 200, msg: "ok", data: await latest() }));
  app.get("/dev/outbox", async (_request, reply) => {
    const rows = (await latest())
      .map(
        (m) =>
          `<li><b>${m.channel}</b> to ${escapeHtml(m.recipient)} · ${m.createdAt.toISOString()}<br><i>${escapeHtml(m.subject)}</i><pre>${escapeHtml(m.body)}</pre></li>`,
      )
      .join("");
    return reply
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><meta name="viewport" content="width=device-width"><title>Dev outbox</title><h1>Dev outbox</h1><ul>${rows || "<li>empty</li>"}</ul>`,
      );
  });
}

/** The longest step of one move: enough for any rate-limit window, not a way to skip days by accident. */
const MAX_CLOCK_STEP_SECONDS = 24 * 60 * 60;

/**
 * POST /dev/clock {seconds}: moves the server's clock forward, so the browser journeys cross a
 * rate-limit window (a minute between two codes to one address) instead of waiting it out.
 * Development and tests only: production has neither this route nor a movable clock.
 */
function registerDevClock(app: FastifyInstance, deps: AppDeps) {
  const advance = deps.advanceClock;
  if (!advance) return;
  app.post("/dev/clock", async (request) => {
    const seconds = (request.body as { seconds?: unknown } | undefined)?.seconds;
    if (
      !Number.isInteger(seconds) ||
      (seconds as number) <= 0 ||
      (seconds as number) > MAX_CLOCK_STEP_SECONDS
    )
      throw new AppError("badInput", { field: "seconds" });
    return { code: 200, msg: "ok", data: { now: advance((seconds as number) * 1000).toISOString() } };
  });
}
