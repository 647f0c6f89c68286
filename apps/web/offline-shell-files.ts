import { readFileSync } from "node:fs";
import { join } from "node:path";

type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[]; assets?: string[] }
>;

/** The pages that open offline: their chunks (and the entry's) are precached, the rest cached as visited. */
const offlinePages = [
  "src/features/games/pages/HomePage.tsx",
  "src/features/games/pages/GameDetailPage.tsx",
  "src/features/games/detail/GameIntro.tsx",
];

/**
 * The files of the first screen and of the offline pages, read from Vite's build manifest: what the
 * service worker precaches. Everything else (other pages' chunks) is cached when first used.
 */
export function offlineShellFiles(distDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as ViteManifest;
  const files = new Set<string>(["index.html", "favicon.svg", "icons/icon-192.png"]);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    // Scripts a chunk starts by URL (the entry's ICU warm-up worker), not by import.
    for (const asset of chunk.assets ?? []) if (asset.endsWith(".js")) files.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  // The app's one style sheet (vite.config.ts: cssCodeSplit off) has a manifest entry of its own.
  for (const chunk of Object.values(manifest)) if (chunk.file.endsWith(".css")) files.add(chunk.file);
  for (const page of offlinePages) visit(page);
  return files;
}
