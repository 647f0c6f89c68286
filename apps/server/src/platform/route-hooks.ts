import type { RouteOptions } from "fastify";

type HookName = "onRequest" | "preHandler" | "onResponse";

/**
 * Adds `hook` to one route as it is registered (from an `onRoute` hook): first, to run before the
 * route's own hooks, or last. A hook attached per route costs the routes it does not concern nothing.
 */
export function attachRouteHook(route: RouteOptions, name: HookName, hook: unknown, at: "first" | "last") {
  const own = route[name];
  const hooks = own ? (Array.isArray(own) ? own : [own]) : [];
  (route as unknown as Record<HookName, unknown[]>)[name] =
    at === "first" ? [hook, ...hooks] : [...hooks, hook];
}
