// The floor of bench:claim: a bare Fastify + node-postgres server answering POST /api/doleGift with
// the SQL the portal sends for a claim of a free pack (session lookup, the pack's rules, the claim
// statement of gifts.repository `claimCode`), as named prepared statements on a pool of the
// portal's size. No validation, conditions, presenters, security headers or logging.
// Usage: APP_SECRET=… node bench/gift-claim/bare-server.mjs <database url> <port>
import { createHmac } from "node:crypto";
import Fastify from "fastify";
import pg from "pg";
import { serveBare } from "../lib/serve-bare.mjs";

const [url, port] = process.argv.slice(2);
const secret = process.env.APP_SECRET ?? "";
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });

const session = `select u.id, u.roles, u.banned_until, u.ban_reason, u.language, s.expires_at
  from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > $2`;
const rules = `select * from gift_packs where id = $1 and mail_only = false
  and (starts_at is null or starts_at <= $2)`;
const claim = `with held as (select code from gift_codes where pack_id = $1 and user_id = $2),
  taken as (update gift_codes set user_id = $2, claimed_at = $3
    where id = (select id from gift_codes where pack_id = $1 and user_id is null
      order by id limit 1 for update skip locked) and not exists (select from held)
    returning code)
  select (select code from taken) as code, (select code from held) as held,
    coalesce((select balance from points_balances where user_id = $2), 0) as balance`;

app.post("/api/doleGift", async (request, reply) => {
  const token = /(?:^|; )sid=([^;]+)/.exec(request.headers.cookie ?? "")?.[1] ?? "";
  const now = new Date();
  const hash = createHmac("sha256", secret).update(token).digest("hex");
  const [user] = (await pool.query({ name: "session", text: session, values: [hash, now] })).rows;
  if (!user) return reply.code(401).send({ code: 401, msg: "notSignedIn", data: null });
  const packId = Number(request.body?.giftId);
  const [pack] = (await pool.query({ name: "rules", text: rules, values: [packId, now] })).rows;
  if (!pack) return reply.code(404).send({ code: 4701, msg: "giftNotFound", data: null });
  const [row] = (await pool.query({ name: "claim", text: claim, values: [packId, user.id, now] })).rows;
  if (!row?.code) return reply.code(409).send({ code: row?.held ? 4705 : 4704, msg: "no", data: null });
  return { code: 200, msg: "ok", data: { giftId: packId, code: row.code, points: row.balance } };
});

await serveBare(app, Number(port), () => pool.end());
