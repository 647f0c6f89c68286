import pg from "pg";

/** The PostgreSQL admin URL a benchmark fills its database beside; without one it says so and exits 0. */
export function benchAdminUrl(benchmark: string): string {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) return url;
  console.log(
    `BENCH_DATABASE_URL (or TEST_DATABASE_URL) is not set: the ${benchmark} benchmark runs on PostgreSQL only.`,
  );
  process.exit(0);
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The benchmark's own database `name` beside the admin URL's. Emptied first and dropped at the end,
 * unless BENCH_KEEP=1: then the filled database is kept, and the next run measures it again.
 */
export async function keptDatabase(adminUrl: string, name: string) {
  const keep = process.env.BENCH_KEEP === "1";
  const drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  if (!keep) await drop();
  await adminQuery(adminUrl, `create database ${name}`).catch(() => {}); // kept: it exists already
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), keep, dropUnlessKept: () => (keep ? Promise.resolve() : drop()) };
}
