import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { offlineShellFiles } from "./offline-shell-files";

test("the worker precaches the entry, what it imports, the scripts it starts by URL and the offline pages; not other pages", () => {
  const dist = mkdtempSync(join(tmpdir(), "shell-files-"));
  mkdirSync(join(dist, ".vite"));
  const manifest = {
    "index.html": {
      file: "assets/index-1.js",
      isEntry: true,
      imports: ["_libs.js"],
      assets: ["assets/intl-warm-up.worker-1.js", "assets/favicon-1.svg"],
    },
    "_libs.js": { file: "assets/libs-1.js" },
    "style.css": { file: "assets/style-1.css" },
    "src/features/games/pages/HomePage.tsx": { file: "assets/HomePage-1.js", imports: ["_libs.js"] },
    "src/features/topup/pages/PaymentPage.tsx": { file: "assets/PaymentPage-1.js" },
  };
  writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  const files = offlineShellFiles(dist);
  expect([...files].filter((file) => file.startsWith("assets/")).sort()).toEqual([
    "assets/HomePage-1.js",
    "assets/index-1.js",
    "assets/intl-warm-up.worker-1.js",
    "assets/libs-1.js",
    "assets/style-1.css",
  ]);
});
