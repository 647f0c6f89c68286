import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Database, Db } from "../db/client.ts";

/**
 * The in-memory PGlite databases of a test worker, reused from one test file to the next: loading the
 * migrated template (a 46 MB data directory) and starting PostgreSQL cost about a second of CPU per
 * file; putting a closed database back as the template had it costs a few milliseconds.
 *
 * A database handed back is emptied (the rows of every public table deleted), its seed rows and every sequence
 * put back as the template had them, and its session reset (DISCARD ALL: settings, temporary tables,
 * advisory locks). One whose schema a test changed (e.g. dropped a trigger) is closed instead. The
 * handle a file got stops working when it closes it, so a query that outlives its file fails as it
 * did on a closed PGlite instead of writing into the next file's database.
 */

/** What the template held, as statements that put it back, read once per worker. */
interface Restore {
  /** Names the public tables that hold any row now. */
  filled: string;
  /** Reinserts the seed rows and sets every sequence back (after the rows are deleted). */
  script: string;
  /** A digest of the schema (tables, columns, triggers, functions, constraints, indexes). */
  schema: string;
}

const SCHEMA_DIGEST = `
select md5(string_agg(item, ',' order by item)) as digest from (
  select format('%s.%s:%s', n.nspname, c.relname, c.relkind) as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle')
  union all
  select format('%s.%s:%s:%s:%s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull, a.attisdropped)
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle') and a.attnum > 0
  union all
  select format('%s.%s:%s', t.tgrelid::regclass, t.tgname, t.tgenabled) from pg_trigger t
  union all
  select format('%s:%s', p.oid::regprocedure, md5(p.prosrc))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
  union all
  select format('%s.%s:%s', conrelid::regclass, conname, pg_get_constraintdef(oid))
    from pg_constraint where connamespace = 'public'::regnamespace
  union all
  select format('%s.%s:%s', schemaname, indexname, indexdef) from pg_indexes where schemaname in ('public', 'drizzle')
) as items`;

/** The public tables, each with the columns an insert may set (not the generated ones). */
const TABLES = `
select format('%I.%I', n.nspname, c.relname) as name,
    string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
  from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
  where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
  group by 1 order by 1`;

const SEQUENCES = `
select format('setval(%L, %s, %L)', format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value),
    last_value is not null) as setval
  from pg_sequences where schemaname = 'public' order by 1`;

let restore: Promise<Restore> | undefined;
/** At most one closed database waits for the worker's next file (a file may open two at once). */
let spare: PGlite | undefined;

/** Reads what a database fresh from the template holds. Triggers and foreign keys stay off while it is put back. */
async function readRestore(client: PGlite): Promise<Restore> {
  const tables = (await client.query<{ name: string; columns: string }>(TABLES)).rows;
  const inserts: string[] = [];
  for (const { name, columns } of tables) {
    const [seed] = (
      await client.query<{ rows: string | null }>(`select json_agg(t)::text as rows from ${name} t`)
    ).rows;
    if (seed?.rows)
      inserts.push(
        `insert into ${name} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${name}, ${quote(seed.rows)})`,
      );
  }
  const sequences = (await client.query<{ setval: string }>(SEQUENCES)).rows.map((row) => row.setval);
  const [digest] = (await client.query<{ digest: string }>(SCHEMA_DIGEST)).rows;
  if (!digest) throw new Error("could not read the test template's schema");
  const script = [
    ...inserts,
    ...(sequences.length > 0 ? [`select ${sequences.join(", ")}`] : []),
    "reset session_replication_role",
  ].join(";\n");
  // One query that names the tables with rows: a test file writes to a few of the hundred.
  const filled = `select name from (values ${tables
    .map(({ name }) => `(${quote(name)}, exists (select from ${name}))`)
    .join(", ")}) as t(name, filled) where filled`;
  return { filled, script, schema: digest.digest };
}

/** A string literal of PostgreSQL. */
const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Puts a database back as the template had it; false when a test changed its schema. */
async function reset(client: PGlite, template: Restore): Promise<boolean> {
  await client.exec("rollback");
  await client.exec("discard all");
  const [digest] = (await client.query<{ digest: string }>(SCHEMA_DIGEST)).rows;
  if (digest?.digest !== template.schema) return false;
  const filled = (await client.query<{ name: string }>(template.filled)).rows.map((row) => row.name);
  // Deleted without triggers or foreign-key checks (replica role), so in any order.
  await client.exec(
    [
      "set session_replication_role = replica",
      ...filled.map((name) => `delete from ${name}`),
      template.script,
    ].join(";\n"),
  );
  return true;
}

/** Whether a closed database waits for the next file (for the tests of this module). */
export const hasSpare = () => spare !== undefined;

/** A handle on `client` that stops working once `isOpen` answers false. */
function lease(client: PGlite, isOpen: () => boolean): PGlite {
  return new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (!isOpen()) throw new Error("PGlite is closed");
        return value.apply(target, args);
      };
    },
  });
}

/** A migrated in-memory database for one test file: the worker's spare one, or a new copy of `template`. */
export async function openReusedPglite(template: Blob): Promise<Database> {
  const client = spare ?? (await PGlite.create(undefined, { loadDataDir: template }));
  spare = undefined;
  restore ??= readRestore(client);
  await restore;
  let open = true;
  return {
    db: drizzle(lease(client, () => open)) as unknown as Db,
    kind: "pglite",
    close: async () => {
      if (!open) return;
      open = false;
      const reusable =
        !spare && (await reset(client, await (restore as Promise<Restore>)).catch(() => false));
      if (reusable) spare = client;
      else await client.close();
    },
  };
}
