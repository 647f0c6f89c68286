// Where the suite keeps what every demo server would otherwise make anew at its start (DEMO_CACHE_DIR):
// the demo seed's encoded pictures (db/seed/artwork.ts) and a migrated, empty PGlite database
// (db/pglite-template.ts). In the user's cache folder, not in the clone, so a fresh clone on the same
// machine (CI: `npm ci` empties node_modules) finds what its last run made. Every file is named by a
// hash of everything it depends on, so a changed drawing, encoder or migration never reads an old one.
import { homedir } from "node:os";
import { join } from "node:path";

export const demoCacheDir =
  process.env.DEMO_CACHE_DIR ?? join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "portal");
