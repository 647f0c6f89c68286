/**
 * `npm run media:variants`: makes the AVIF and WebP copies of every image of the database the server
 * uses (DATABASE_URL) that has none yet — images stored before copies existed. Safe while the portal
 * runs; copies of images in the bucket go to the bucket (the S3_* settings).
 */
import { createS3MediaObjects } from "../../adapters/media-objects.ts";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";
import { backfillVariants } from "./backfill-variants.ts";

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
try {
  const objects = config.S3_BUCKET ? createS3MediaObjects(config) : undefined;
  const { images, failed } = await backfillVariants(database.db, objects);
  console.log(`made the copies of ${images} images`);
  if (failed.length > 0)
    console.error(`could not decode media ${failed.join(", ")}; they stay served as they are`);
  process.exitCode = failed.length > 0 ? 1 : 0;
} catch (error) {
  console.error(`media variants stopped: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
