import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

const catalogueFiles = (localesDir: string) =>
  readdirSync(localesDir).flatMap((language) =>
    readdirSync(join(localesDir, language))
      .filter((file) => file.endsWith(".json"))
      .map((file) => ({
        path: `locales/${language}/${file}`,
        source: readFileSync(join(localesDir, language, file)),
      })),
  );

/** `__CATALOGUES_VERSION__`: a hash of every catalogue, the `?v=` of their addresses. */
export function cataloguesVersion(localesDir: string) {
  const hash = createHash("sha256");
  for (const file of catalogueFiles(localesDir)) hash.update(file.path).update(file.source);
  return hash.digest("hex").slice(0, 12);
}

/**
 * The i18n catalogues as plain JSON files under `<base>/locales/<language>/<namespace>.json`: the app
 * fetches the one it needs by name, so the first screen carries no list of every catalogue (that list
 * grew by six entries with each namespace). `__CATALOGUES_VERSION__` (a hash of them all) busts caches.
 */
export function cataloguesPlugin(localesDir: string): Plugin {
  const files = () => catalogueFiles(localesDir);
  const namespaces = () =>
    readdirSync(join(localesDir, "en"))
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.replace(/\.json$/, ""));
  return {
    name: "portal-catalogues",
    config: () => ({
      define: {
        __CATALOGUES_VERSION__: JSON.stringify(cataloguesVersion(localesDir)),
        __CATALOGUE_NAMESPACES__: JSON.stringify(namespaces()),
      },
    }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? "").split("?")[0]?.replace(/^\/dist\//, "");
        const file = files().find((entry) => entry.path === path);
        if (!file) return next();
        response.setHeader("content-type", "application/json");
        response.end(file.source);
      });
    },
    generateBundle() {
      for (const file of files()) this.emitFile({ type: "asset", fileName: file.path, source: file.source });
    },
  };
}
