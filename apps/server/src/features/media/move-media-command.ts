/**
 * `npm run media:move -- --to s3|postgres`: moves the media files of the database the server uses
 * (DATABASE_URL) into the bucket named by the S3_* settings, or back. Safe while the portal runs;
 * set MEDIA_STORE to the same store so that new uploads go there too.
 */
import { createS3MediaObjects } from "../../adapters/media-objects.ts";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";
import { mediaCounts, moveMedia } from "./move-media.ts";

async function main(argv: string[]): Promise<number> {
  const to = argv[0] === "--to" ? argv[1] : undefined;
  if ((to !== "s3" && to !== "postgres") || argv.length !== 2) {
    console.error(
      "usage: npm run media:move -- --to s3|postgres   (S3_BUCKET and the other S3_* settings set)",
    );
    return 2;
  }
  const config = loadConfig();
  const objects = createS3MediaObjects(config);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  try {
    const moved = await moveMedia(database.db, objects, to);
    const counts = await mediaCounts(database.db);
    console.log(
      `moved ${moved} media files to ${to}; now ${counts.postgres} in PostgreSQL, ${counts.s3} in the bucket`,
    );
    return 0;
  } catch (error) {
    console.error(`media move stopped: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
