// The floor: a bare Fastify + node-postgres server that answers each benchmarked URL by running the
// SQL the portal issued for it (captured by capture.ts), wave by wave, and sending the rows as JSON.
// No validation, presenters or security headers: what the database and HTTP cost alone. A signed-in
// request's first wave is the portal's session lookup: the bare server runs it with the request's own
// `sid` cookie (hashed as the portal does) and runs the later waves for the player it found, where
// the capture had its own player.
// Usage: node bench/load/bare-server.mjs <captured.json> <database url> <port> <app secret>
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import Fastify from "fastify";
import pg from "pg";
import { serveBare } from "../lib/serve-bare.mjs";

const [capturedFile, url, port, secret] = process.argv.slice(2);
const { player, captured: byUrl } = JSON.parse(readFileSync(capturedFile, "utf8"));
const captured = new Map(Object.entries(byUrl));
// Each distinct statement is sent as a named prepared statement (parsed and planned once per
// connection), as the portal sends its hot reads: the floor gets every advantage the portal has.
const names = new Map();
for (const waves of captured.values())
  for (const query of waves.flat()) if (!names.has(query.text)) names.set(query.text, `bare_${names.size}`);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });

const sidOf = (cookie = "") => /(?:^|;\s*)sid=([^;]+)/.exec(cookie)?.[1];

app.get("/*", async (request, reply) => {
  const waves = captured.get(request.url);
  if (!waves) return reply.code(404).send({ code: 404, msg: "not captured", data: null });
  /** Captured value → this request's (the captured player's session and id → the asking player's). */
  const swap = new Map();
  const sid = sidOf(request.headers.cookie);
  if (sid) swap.set(player.tokenHash, createHmac("sha256", secret).update(sid).digest("hex"));
  const data = [];
  for (const wave of waves) {
    const results = await Promise.all(
      wave.map((query) =>
        pool.query({
          name: names.get(query.text),
          text: query.text,
          values: query.values.map((value) => (swap.has(value) ? swap.get(value) : value)),
        }),
      ),
    );
    for (const result of results) data.push(result.rows);
    if (sid && !swap.has(player.id)) {
      const row = results[0]?.rows[0];
      if (!row) return reply.code(401).send({ code: 401, msg: "not signed in", data: null });
      swap.set(player.id, Object.values(row)[0]);
    }
  }
  return { code: 200, msg: "ok", data };
});

await serveBare(app, Number(port), () => pool.end());
