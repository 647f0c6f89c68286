import type { RouteContract } from "@portal/contracts/route";
import { findUnsafeText } from "@portal/contracts/validation";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import type { z } from "zod";
import { contractRoutes } from "../testing/contract-routes.ts";
import { seedTestGames } from "../testing/games.ts";
import { newSignedInPlayer } from "../testing/players.ts";
import type { TestClient } from "../testing/test-app.ts";
import { useTestApp } from "../testing/use-test-app.ts";

/**
 * Every route of the contracts (as the generated refs list them) with hostile values in every path,
 * query and body field, signed in and not: each answer is a 4xx envelope with a message in the
 * player's language, and no table gains or loses a row.
 */
let player: TestClient;

type Route = RouteContract & { name: string };

async function allRoutes(): Promise<Route[]> {
  return (await contractRoutes()).map(({ name, contract }) => ({ ...contract, name }));
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  shape?: Record<string, z.ZodType>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The field sets of an object schema: one, or one per option of a union of objects (login by password or code). */
function shapesOf(schema: z.ZodType | undefined): Map<string, z.ZodType>[] {
  if (!schema) return [new Map()];
  const def = defOf(schema);
  if (def.shape) return [new Map(Object.entries(def.shape))];
  if (def.options) return def.options.flatMap((option) => shapesOf(option));
  if (def.innerType) return shapesOf(def.innerType);
  if (def.in) return shapesOf(def.in);
  return [new Map()];
}

const CANDIDATES: unknown[] = [
  1,
  "1",
  "player@example.com",
  "13800000000",
  "abc12345",
  "123456",
  "1".repeat(25),
  "Hello there",
  true,
  "en",
  "2026-01-01",
  [],
  {},
];

/** A value the field accepts, so that only the hostile field is wrong in each request. */
function sampleOf(field: z.ZodType): unknown {
  const def = defOf(field);
  if (def.type === "enum" && def.entries) return Object.values(def.entries)[0];
  if (def.type === "literal" && def.values) return def.values[0];
  if ((def.type === "optional" || def.type === "default" || def.type === "nullable") && def.innerType)
    return sampleOf(def.innerType);
  return CANDIDATES.find((candidate) => field.safeParse(candidate).success);
}

const HUGE = "x".repeat(100_000);
/** 1e400 cannot be written by JSON.stringify; the body carries this marker and is patched. */
const TOO_BIG_MARKER = "__1e400__";
const NUMBER_HOSTILES: unknown[] = [
  0,
  -1,
  2 ** 31,
  2 ** 63,
  TOO_BIG_MARKER,
  "abc",
  "1\u0000",
  [1],
  { id: 1 },
  true,
  HUGE,
];
const TEXT_HOSTILES: unknown[] = ["a\u0000b", "bell\u0007", HUGE, ["a"], { a: "b" }, 12];
const QUERY_HOSTILES = [
  "0",
  "-1",
  "2147483648",
  "9223372036854775808",
  "1e400",
  "abc",
  "a\u0000b",
  HUGE.slice(0, 30_000),
];

function hostilesFor(sample: unknown): unknown[] {
  return typeof sample === "number"
    ? NUMBER_HOSTILES
    : typeof sample === "string" && /^\d+$/.test(sample)
      ? NUMBER_HOSTILES
      : TEXT_HOSTILES;
}

/** The values that are wrong for this field (a free-text search may take "abc"); the first only, for visitors. */
function pick(field: z.ZodType, values: unknown[], few: boolean): unknown[] {
  const wrong = values.filter((value) => findUnsafeText(value) || !field.safeParse(value).success);
  return few ? wrong.slice(0, 1) : wrong;
}

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await t.database.db.execute<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await t.database.db.execute<{ n: number }>(
      sql.raw(`SELECT count(*)::int AS n FROM "${name}"`),
    );
    counts[name] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

const t = useTestApp();
beforeAll(async () => {
  await seedTestGames(t);
  player = (await newSignedInPlayer(t, "zh")).client;
});

const CHINESE = /[\u4e00-\u9fff]/;

type Answer = { status: number; code: number; msg: string };
const failures: string[] = [];

function check(what: string, answer: Answer) {
  const ok =
    answer.status >= 400 &&
    answer.status < 500 &&
    answer.code !== 200 &&
    typeof answer.msg === "string" &&
    CHINESE.test(answer.msg);
  if (!ok) failures.push(`${what} → ${answer.status} ${answer.code} ${String(answer.msg).slice(0, 80)}`);
}

async function send(
  client: TestClient,
  route: Route,
  path: string,
  query: Record<string, unknown> | undefined,
  body: string | undefined,
  contentType = "application/json",
) {
  const answer = await client
    .request({
      method: route.method,
      url: `/api${path}`,
      query: query as Record<string, string> | undefined,
      payload: body,
      headers: body === undefined ? {} : { "content-type": contentType },
    })
    .catch((error: Error) => ({ status: 0, code: 0, msg: `threw ${error.message}` }));
  return answer as Answer;
}

describe("hostile input on every route", () => {
  test("every path, query and body field refuses hostile values with a localized 4xx and changes nothing", async () => {
    const routes = await allRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const before = await rowCounts();
    const visitor = t.client("zh");
    let requests = 0;
    for (const route of routes) {
      const [queryFields = new Map<string, z.ZodType>()] = shapesOf(route.query);
      const bodyShapes = shapesOf(route.body);
      const baseOf = (fields: Map<string, z.ZodType>) =>
        Object.fromEntries(
          [...fields].map(([name, field]) => [name, sampleOf(field)]).filter(([, v]) => v !== undefined),
        );
      const baseBody = baseOf(bodyShapes[0] ?? new Map());
      const baseQuery = baseOf(queryFields);
      const pathParams = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string);
      const fill = (overrides: Record<string, string> = {}) =>
        route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(overrides[name] ?? "1"));
      const bodyText = (body: Record<string, unknown>) =>
        route.method === "GET" ? undefined : JSON.stringify(body).replace(`"${TOO_BIG_MARKER}"`, "1e400");
      // Signed in: every hostile value in every field. Signed out: the first hostile value of each.
      for (const client of [player, visitor]) {
        const few = client === visitor;
        for (const name of pathParams)
          for (const value of few ? QUERY_HOSTILES.slice(0, 1) : QUERY_HOSTILES) {
            requests++;
            check(
              `${route.name} path ${name}=${value.slice(0, 12)}`,
              await send(client, route, fill({ [name]: value }), baseQuery, bodyText(baseBody)),
            );
          }
        for (const [name, field] of queryFields)
          for (const value of pick(field, QUERY_HOSTILES, few)) {
            requests++;
            check(
              `${route.name} query ${name}=${String(value).slice(0, 12)}`,
              await send(
                client,
                route,
                fill(),
                { ...baseQuery, [name]: value as string },
                bodyText(baseBody),
              ),
            );
          }
        if (queryFields.size > 0) {
          requests++;
          // A repeated query parameter arrives as an array.
          const [first] = queryFields.keys();
          const url = `${fill()}?${first}=1&${first}=2`;
          check(
            `${route.name} query ${first} twice`,
            await send(client, route, url, undefined, bodyText(baseBody)),
          );
        }
        if (route.method !== "POST") continue;
        for (const fields of bodyShapes) {
          const shapeBody = baseOf(fields);
          for (const [name, field] of fields) {
            for (const value of pick(field, hostilesFor(sampleOf(field)), few)) {
              requests++;
              check(
                `${route.name} body ${name}=${JSON.stringify(value).slice(0, 12)}`,
                await send(client, route, fill(), baseQuery, bodyText({ ...shapeBody, [name]: value })),
              );
            }
          }
        }
        requests += 3;
        check(`${route.name} malformed JSON`, await send(client, route, fill(), baseQuery, '{"a":'));
        check(
          `${route.name} wrong content type`,
          await send(client, route, fill(), baseQuery, "a=1", "text/xml"),
        );
        check(`${route.name} body is an array`, await send(client, route, fill(), baseQuery, "[1,2]"));
      }
    }
    console.info(`hostile input: ${routes.length} routes, ${requests} requests`);
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    // About 3,100 requests: under 60 s on PGlite on a quiet machine; the margin is for a busy one.
  }, 300_000);

  test("media ids out of range are not found", async () => {
    for (const id of ["0", "-1", "2147483648", "9223372036854775808", "1e400", "abc", "%00"]) {
      const answer = await t.client("zh").get(`/api/media/${id}`);
      expect(answer.status, id).toBe(404);
      expect(answer.msg).toMatch(CHINESE);
    }
  });
});
