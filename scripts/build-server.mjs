// The server compiled to JavaScript: apps/server/src/main.ts and the workspace packages it uses
// (@portal/contracts, @portal/i18n) bundled by esbuild into apps/server/dist/main.js (and the files
// beside it that it imports, some only on demand), each with a source map (slimSourceMap); most npm
// packages are bundled in too (see keptInNodeModules). Run with `npm run start:prod`.
//
// Modules find their files beside their sources (the migrations, the catalogues, the common-password
// list, the seed's videos) through `import.meta.url`. In the bundle each module's `import.meta.url`
// becomes its source's place under dist/root/, and those files are copied there: the compiled
// output is complete without the TypeScript sources.
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { decode, encode } from "@jridgewell/sourcemap-codec";

/** Files the server reads at run time, copied under dist/root/ at their place in the repository. */
const runtimeFiles = ["apps/server/src", "apps/server/drizzle", "packages/i18n/locales"];
const isSource = (path) => /\.(ts|tsx|mts)$/.test(path);

/**
 * npm packages the bundle leaves in node_modules: native code or files read beside their sources
 * (argon2, sharp, PGlite's WebAssembly, Swagger UI's pages, pino's worker threads), the SDKs
 * loaded on first use (platform/on-first-use.ts) so that a start never reads them, and
 * @fastify/cookie, whose `await import("cookie")` must find the `cookie` it declares (^2), not the
 * root's 1.1.1 (bundled, esbuild's splitting also turned that CommonJS package into a file exporting
 * only `default`: `parseCookie` was undefined). Every other package is bundled in: one file to read
 * instead of some 1,500 modules to resolve at each start.
 */
const keptInNodeModules = [
  "@node-rs/argon2",
  "@fastify/cookie",
  "sharp",
  "@electric-sql/pglite",
  "@fastify/swagger-ui",
  "pino",
  "thread-stream",
  "pg-native",
  "twilio",
  "stripe",
  "web-push",
  "nodemailer",
  "qrcode",
  "otplib",
  "@aws-sdk/client-s3",
  "@aws-sdk/s3-request-presigner",
];
const packageOf = (path) =>
  path
    .split("/")
    .slice(0, path.startsWith("@") ? 2 : 1)
    .join("/");
const npmPackagesExternal = {
  name: "npm-packages-external",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      keptInNodeModules.includes(packageOf(args.path)) ? { path: args.path, external: true } : undefined,
    );
  },
};

/** `import.meta.url` of each bundled module → the URL of its source's place under dist/root/. */
function sourcePlaces(root) {
  return {
    name: "import-meta-url-per-source",
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const text = readFileSync(args.path, "utf8");
        if (!text.includes("import.meta.url")) return undefined;
        const place = `./root/${relative(root, args.path).split(sep).join("/")}`;
        return {
          contents: text.replaceAll(
            "import.meta.url",
            `new URL(${JSON.stringify(place)}, import.meta.url).href`,
          ),
          loader: "ts",
        };
      });
    },
  };
}

/**
 * The source map as production can afford it. Node (`--enable-source-maps`) keeps each loaded file's
 * map, and the first stack trace it formats (any logged error; the Stripe SDK reads a call-site stack
 * on every request) decodes all of its mappings into arrays kept for good: esbuild's 555,000 cost
 * about 55 MB of heap, 80 MB of RSS. Kept: the portal's own sources, one mapping where each original
 * line starts (a frame still names file and line; its column is where that line's code starts),
 * about 28,000. A frame inside a bundled npm package keeps its function name and shows its place in
 * main.js.
 */
export function slimSourceMap(file) {
  const map = JSON.parse(readFileSync(file, "utf8"));
  const kept = [];
  // npm packages' files, and the sources their own maps name (some are URLs).
  const isPackage = (source) => source.includes("node_modules/") || source.includes("://");
  const keptIndex = map.sources.map((source) => (isPackage(source) ? -1 : kept.push(source) - 1));
  const lines = decode(map.mappings).map((segments) => {
    const slim = [];
    let last = null; // no segment yet on this line
    for (const [column, source, line, sourceColumn] of segments) {
      const index = source === undefined ? -1 : keptIndex[source];
      // Unmapped from here on this line (else a lookup would fall back on the mapping before it).
      const place = index < 0 ? undefined : `${index}:${line}`;
      if (place === last) continue;
      last = place;
      slim.push(place === undefined ? [column] : [column, index, line, sourceColumn]);
    }
    return slim;
  });
  writeFileSync(file, JSON.stringify({ ...map, sources: kept, names: [], mappings: encode(lines) }));
}

/** Compiles into a fresh folder, then swaps it in, so a running build never leaves half an output. */
export async function buildServer(root) {
  const output = join(root, "apps/server/dist");
  const next = `${output}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  // Loaded here: a start with nothing to rebuild never loads esbuild.
  const { build } = await import("esbuild");
  try {
    await build({
      absWorkingDir: root,
      entryPoints: { main: "apps/server/src/main.ts" },
      outdir: next,
      bundle: true,
      platform: "node",
      format: "esm",
      // What only some starts need (PGlite, the demo seed, the game simulator: `await import(…)` in
      // the sources) goes to files of its own beside main.js, read when first imported.
      splitting: true,
      target: "node20.19",
      sourcemap: "linked",
      sourcesContent: false,
      // V8 keeps a script's whole source in memory: without comments (some not ASCII, which made it
      // a two-byte string) and white space it is a third of the size. Names stay for stack traces.
      minifyWhitespace: true,
      minifySyntax: true,
      charset: "ascii",
      logLevel: "warning",
      plugins: [npmPackagesExternal, sourcePlaces(root)],
      // Bundled CommonJS packages require the ones kept in node_modules (fastify → pino).
      banner: {
        js: 'import { createRequire as __portalRequire } from "node:module"; const require = __portalRequire(import.meta.url);',
      },
    });
    for (const file of readdirSync(next)) if (file.endsWith(".js.map")) slimSourceMap(join(next, file));
    for (const folder of runtimeFiles)
      cpSync(join(root, folder), join(next, "root", folder), {
        recursive: true,
        filter: (path) => !isSource(path),
      });
    rmSync(output, { recursive: true, force: true });
    renameSync(next, output);
  } finally {
    rmSync(next, { recursive: true, force: true });
  }
}
