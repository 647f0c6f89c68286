import { z } from "zod";
import { wholeNumber } from "./paging.ts";
import { defineRoute } from "./route.ts";
import { SIGNATURE_PATTERN } from "./signature.ts";

export const pageView = defineRoute({
  method: "POST",
  path: "/stats",
  body: z.object({
    path: z.string().min(1).max(512),
    firstLink: z.string().max(1024).optional(),
    referrer: z.string().max(1024).optional(),
    system: z.enum(["android", "ios", "pc"]),
    webview: z.boolean(),
  }),
  data: z.null(),
});

export const storedActivity = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});

/** The signed event list: the stored-value activities running now. */
export const eventList = defineRoute({
  method: "GET",
  path: "/v1/event/list",
  query: z.object({
    tm: wholeNumber(0, 2 ** 53 - 1),
    sys_language: z.string().default("zh-hant"),
    version: z.literal("1.1", { error: "validation:invalid" }),
    nonce: z.string().regex(/^[A-Za-z0-9]{12}$/, "validation:invalid"),
    signature: z.string().regex(SIGNATURE_PATTERN, "validation:invalid"),
  }),
  data: z.array(storedActivity),
});

/** What this portal offers, for the client to show or hide: phone accounts need an SMS provider. */
export const portalFeatures = defineRoute({
  method: "GET",
  path: "/features",
  data: z.object({ phoneAccounts: z.boolean() }),
});

export const health = defineRoute({
  method: "GET",
  path: "/health",
  data: z.object({ ok: z.boolean(), database: z.enum(["pglite", "postgres"]) }),
});

/** Readiness for a load balancer: 200 while the database answers, 503 (serviceUnavailable) while not. */
export const readiness = defineRoute({
  method: "GET",
  path: "/readyz",
  data: z.object({ ready: z.literal(true), database: z.enum(["pglite", "postgres"]) }),
});
