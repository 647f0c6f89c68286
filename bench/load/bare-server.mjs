// The floor: a bare Fastify + node-postgres server that answers each benchmarked URL by running the
// SQL the portal issued for it (captured by capture.ts), wave by wave, and sending the rows as JSON.
// No validation, sessions, presenters or security headers: what the database and HTTP cost alone.
// Usage: node bench/load/bare-server.mjs <captured.json> <database url> <port>
import { readFileSync } from "node:fs";
import Fastify from "fastify";
import pg from "pg";

const [capturedFile, url, port] = process.argv.slice(2);
const captured = new Map(Object.entries(JSON.parse(readFileSync(capturedFile, "utf8"))));
// Each distinct statement is sent as a named prepared statement (parsed and planned once per
// connection), as the portal sends its hot reads: the floor gets every advantage the portal has.
const names = new Map();
for (const waves of captured.values())
  for (const query of waves.flat()) if (!names.has(query.text)) names.set(query.text, `bare_${names.size}`);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });

app.get("/*", async (request, reply) => {
  const waves = captured.get(request.url);
  if (!waves) return reply.code(404).send({ code: 404, msg: "not captured", data: null });
  const data = [];
  for (const wave of waves) {
    const results = await Promise.all(
      wave.map((query) =>
        pool.query({ name: names.get(query.text), text: query.text, values: query.values }),
      ),
    );
    for (const result of results) data.push(result.rows);
  }
  return { code: 200, msg: "ok", data };
});

await app.listen({ port: Number(port), host: "127.0.0.1" });
process.send?.("ready");
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
