import { health, portalFeatures, readiness } from "@portal/contracts/platform";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/context.ts";
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
  const ready = () => system.readiness(deps);
  serve(app, readiness, ready);
  // Orchestrators probe /readyz at the root; same answer.
  app.get("/readyz", async () => ({ code: 200, msg: "ok", data: await ready() }));

  if (deps.config.NODE_ENV === "production") return;
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
