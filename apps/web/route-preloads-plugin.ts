import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";
import type { RoutePreloadHints } from "./src/app/route-preloads";
import type { PageName, RouteEntry } from "./src/app/routes";

/** One route of the HTML shell's preload table (the server's platform/web-shell.ts reads it). */
export interface RoutePreload {
  /** The full path as the router matches it: "/game/:appId", "/payment/fail/:order_no/:msg?". */
  path: string;
  /** The chunks of the route's pages (files under dist/); each brings its own imports. */
  modules: string[];
  namespaces: string[];
  /** API calls with `:name` for the address's parameters. */
  data: string[];
  /**
   * The style sheets of the route's pages and of the parts they load later (a page the server renders
   * shows those parts at once, so the shell links them).
   */
  styles: string[];
}

export interface RoutePreloads {
  /** The entry's imports (every page needs them) and the catalogues loaded at start-up. */
  startup: { modules: string[]; namespaces: string[] };
  /** A catalogue's address with `{language}` and `{namespace}` to fill, as the app asks for it. */
  catalogue: string;
  routes: RoutePreload[];
}

export const routePreloadsFile = "route-preloads.json";

interface Chunk {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
  isEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * The page each lazy import in router.tsx loads, read from its source (`home: lazyPage(() =>
 * import("../features/games/pages/HomePage"), …)`): the router keeps the imports, this only finds
 * which module a page's chunk starts from.
 */
export function pageModules(routerFile: string): Map<string, string> {
  const source = readFileSync(routerFile, "utf8");
  const found = new Map<string, string>();
  for (const [, page, specifier] of source.matchAll(/(\w+): lazyPage\(\s*\(\) => import\("([^"]+)"\)/g)) {
    const base = resolve(dirname(routerFile), specifier as string);
    const file = [".tsx", ".ts"].map((ext) => base + ext).find((candidate) => existsSync(candidate));
    if (file) found.set(page as string, file);
  }
  return found;
}

/** Every route that shows a page, with its ancestors' pages and preloads; the deepest wins a shared path. */
function walk(entries: RouteEntry[], parentPath = "", ancestors: RouteEntry[] = []) {
  const routes = new Map<string, RouteEntry[]>();
  for (const entry of entries) {
    const path = entry.path.startsWith("/")
      ? entry.path
      : entry.path === ""
        ? parentPath
        : `${parentPath.replace(/\/$/, "")}/${entry.path}`;
    const chain = [...ancestors, entry];
    routes.set(path, chain);
    for (const [childPath, childChain] of walk(entry.children ?? [], path, chain))
      routes.set(childPath, childChain);
  }
  return routes;
}

/** The chunks `from` imports, transitively (static imports only: what runs before the page renders). */
function closure(chunks: Map<string, Chunk>, from: string[]) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
  };
  for (const file of from) visit(file);
  return [...seen];
}

/**
 * Writes `route-preloads.json` beside index.html: the entry's imports, and for each route of the route
 * table the chunk of its page and the catalogues and API calls the route declares in `preload`. The
 * server turns it into `<link rel="modulepreload">` and `<link rel="preload">` in the HTML shell of
 * that address, so the page's chunk, texts and data load with the entry instead of after it has run.
 *
 * Only the page's own chunk, not everything it imports: with the whole graph (some 70 files for the
 * game page) preloaded, Lighthouse's simulated first paint came ~1.5 s later (every file competes
 * with the first screen's) and its LCP no earlier (the bytes are the same) — docs/operations.md.
 */
export function routePreloadsPlugin(options: {
  routeTable: RouteEntry[];
  /** By route name (src/app/route-preloads.ts). */
  hints: Record<string, RoutePreloadHints>;
  routerFile: string;
  startupNamespaces: string[];
  catalogue: string;
}): Plugin {
  return {
    name: "portal-route-preloads",
    apply: "build",
    generateBundle(_output, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle)) if (item.type === "chunk") chunks.set(item.fileName, item);
      const byModule = new Map([...chunks.values()].map((chunk) => [chunk.facadeModuleId, chunk.fileName]));
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("route preloads: the build has no entry chunk");
      const startup = closure(chunks, entry.imports);
      const modules = pageModules(options.routerFile);

      // The entry's files and style sheets are in index.html already.
      const startupFiles = new Set(closure(chunks, [entry.fileName]));
      const cssOf = (files: string[]) =>
        files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
      const pageStyles = (pageChunks: string[]) => {
        const own = closure(chunks, pageChunks).filter((file) => !startupFiles.has(file));
        const later = closure(
          chunks,
          own.flatMap((file) => chunks.get(file)?.dynamicImports ?? []),
        );
        const startupStyles = new Set(cssOf([...startupFiles]));
        return [...new Set(cssOf([...own, ...later.filter((file) => !startupFiles.has(file))]))].filter(
          (file) => !startupStyles.has(file),
        );
      };
      const routes = [...walk(options.routeTable)].map(([path, chain]): RoutePreload => {
        const pages = chain.map((entry) => entry.page ?? (entry.children ? undefined : "notAvailable"));
        const pageChunks = pages
          .filter((page): page is PageName => page !== undefined)
          .map((page) => {
            const chunk = byModule.get(modules.get(page) ?? null);
            if (!chunk) throw new Error(`route preloads: no chunk for the page "${page}" (router.tsx)`);
            return chunk;
          });
        return {
          path,
          modules: [...new Set(pageChunks)],
          namespaces: [...new Set(chain.flatMap((entry) => options.hints[entry.name]?.namespaces ?? []))],
          data: [...new Set(chain.flatMap((entry) => options.hints[entry.name]?.data ?? []))],
          styles: chain.some((entry) => options.hints[entry.name]?.render) ? pageStyles(pageChunks) : [],
        };
      });
      const preloads: RoutePreloads = {
        startup: { modules: startup, namespaces: options.startupNamespaces },
        catalogue: options.catalogue,
        routes,
      };
      this.emitFile({ type: "asset", fileName: routePreloadsFile, source: JSON.stringify(preloads) });
    },
  };
}
