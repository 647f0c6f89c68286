import type { FastifyRequest } from "fastify";
import type { SessionUser } from "../../platform/context.ts";
import { isBanned } from "../../platform/session.ts";

/**
 * Headers in which a CDN or load balancer names the visitor's country (ISO 3166 alpha-2).
 * Without one (local runs, tests) nobody is blocked by region.
 */
const COUNTRY_HEADERS = ["cf-ipcountry", "cloudfront-viewer-country", "x-country-code"] as const;

export function requestCountry(request: FastifyRequest): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = String(request.headers[name] ?? "")
      .trim()
      .toUpperCase();
    // XX (unknown) and T1 (Tor) say nothing about where the player is.
    if (/^[A-Z]{2}$/.test(value) && value !== "XX") return value;
  }
  return null;
}

/** Why a player lands on /shielding: a ban (with its reason and end) first, then an unserved region. */
export function accessVerdict(
  user: SessionUser | null,
  country: string | null,
  countryServed: boolean,
  now: Date,
) {
  if (user && isBanned(user, now))
    return {
      blocked: true,
      kind: "banned" as const,
      reason: user.banReason,
      until: user.bannedUntil?.toISOString() ?? null,
      country,
    };
  if (country && !countryServed)
    return { blocked: true, kind: "region" as const, reason: null, until: null, country };
  return { blocked: false, kind: null, reason: null, until: null, country };
}
