// Every text file of a built app written beside itself as .br (brotli, best quality) and .gz
// (gzip -9), so the server sends the twin the browser accepts and spends no CPU compressing
// static files (`@fastify/static` `preCompressed`). Run by scripts/build.mjs after each app's build,
// so files written late in a build (the web app's service worker) are covered too.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const textFile = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** Smaller files go out as they are: a compressed answer's headers would cost more than it saves. */
export const PRECOMPRESS_THRESHOLD_BYTES = 512;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (textFile.test(entry.name)) yield path;
  }
}

/** Writes the twins of every text file in `dist` over the threshold; a twin not smaller is left out. */
export async function precompress(dist) {
  const writes = [...textFiles(dist)].map(async (path) => {
    const bytes = readFileSync(path);
    if (bytes.length < PRECOMPRESS_THRESHOLD_BYTES) return;
    const [br, gz] = await Promise.all([
      toBrotli(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
      toGzip(bytes, { level: 9 }),
    ]);
    if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
  });
  await Promise.all(writes);
}
