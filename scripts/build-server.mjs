// The server compiled to JavaScript: apps/server/src/main.ts and the workspace packages it uses
// (@portal/contracts, @portal/i18n) bundled by esbuild into apps/server/dist/main.js with a source
// map; npm packages stay in node_modules. Run with `node --enable-source-maps apps/server/dist/main.js`.
//
// Modules find their files beside their sources (the migrations, the catalogues, the common-password
// list, the seed's videos) through `import.meta.url`. In the bundle each module's `import.meta.url`
// becomes its source's place under dist/root/, and those files are copied there: the compiled
// output is complete without the TypeScript sources.
import { cpSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Files the server reads at run time, copied under dist/root/ at their place in the repository. */
const runtimeFiles = ["apps/server/src", "apps/server/drizzle", "packages/i18n/locales"];
const isSource = (path) => /\.(ts|tsx|mts)$/.test(path);

/** npm packages stay external; the workspace's own TypeScript packages are bundled in. */
const npmPackagesExternal = {
  name: "npm-packages-external",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@portal/") ? undefined : { path: args.path, external: true },
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
      target: "node20.19",
      sourcemap: "linked",
      sourcesContent: false,
      logLevel: "warning",
      plugins: [npmPackagesExternal, sourcePlaces(root)],
    });
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
