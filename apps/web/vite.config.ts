/// <reference types="vitest/config" />

import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { cataloguesPlugin, cataloguesVersion } from "./catalogues-plugin";
import { offlineShellFiles } from "./offline-shell-files";
import { routePreloadsPlugin } from "./route-preloads-plugin";
import { slimIconsPlugin } from "./slim-icons-plugin";
import { routePreloadHints } from "./src/app/route-preloads";
import { routeTable } from "./src/app/routes";
import { startupNamespaces } from "./src/lib/startup-namespaces";
import { webManifestPlugin } from "./web-manifest-plugin";

const localesDir = fileURLToPath(new URL("../../packages/i18n/locales", import.meta.url));

const apiPort = process.env.API_PORT ?? "3000";

/** Libraries that use React, pre-bundled for tests (one copy each, and their CSS imports dropped). */
const reactLibraries = [
  "react",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-dom",
  "react-dom/client",
  "@testing-library/react",
  "react-router",
  "antd-mobile",
  "antd-mobile-icons",
  "@tanstack/react-query",
  "react-i18next",
];

/** Tests have no use for antd-mobile's style sheets, which Node cannot import from a pre-bundle. */
const noLibraryStyles = {
  name: "no-library-styles-in-tests",
  resolveId: (source: string) =>
    source.endsWith(".css") ? { id: "\0no-style", moduleSideEffects: false } : null,
  load: (id: string) => (id === "\0no-style" ? "export {};" : null),
};

/**
 * The server's renderer of first screens (src/entry-server.tsx → dist-ssr/entry-server.js, loaded by
 * apps/server's web-shell.ts): `vite build --ssr`, the app's code bundled with its libraries into
 * one program for Node (antd-mobile's modules import their CSS, which Node cannot).
 */
const serverRendererBuild = defineConfig({
  base: "/dist/",
  plugins: [react(), slimIconsPlugin(), cataloguesPlugin(localesDir)],
  // React's and antd-mobile's production code, as in the browser, whatever NODE_ENV the server runs
  // with: the HTML must match the browser's first render (and React's development build renders ~3× slower).
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true },
  build: {
    outDir: "dist-ssr",
    sourcemap: false,
    emptyOutDir: true,
    copyPublicDir: false,
    // V8 keeps a loaded script's source for lazy compilation, two bytes per character if a single one
    // is beyond Latin-1 (a dash in a comment, antd-mobile-icons' Chinese ids: the 395 KB file took
    // 771 KB of heap). Strings are escaped (`\uXXXX`) and comments dropped (no bundler reads this
    // file again, so its `#__PURE__` marks serve nothing); apps/server's compiled-server.test.ts
    // checks the file is ASCII.
    rolldownOptions: { output: { charset: "ascii", comments: false } },
  },
});

const appConfig = defineConfig({
  base: "/dist/",
  // Every text file gets .br and .gz twins after the build (scripts/precompress.mjs, run by
  // `npm run build`); the server picks one per request (Accept-Encoding).
  plugins: [
    react(),
    slimIconsPlugin(),
    cataloguesPlugin(localesDir),
    // route-preloads.json: each route's chunks, texts and first calls, for the server's HTML shell.
    routePreloadsPlugin({
      routeTable,
      hints: routePreloadHints,
      routerFile: fileURLToPath(new URL("./src/app/router.tsx", import.meta.url)),
      startupNamespaces,
      catalogue: `/dist/locales/{language}/{namespace}.json?v=${cataloguesVersion(localesDir)}`,
    }),
    webManifestPlugin({
      localesDir,
      iconSvg: fileURLToPath(new URL("./public/favicon.svg", import.meta.url)),
      languages: ["en", "zh", "zh-hant", "id", "vi", "th"],
    }),
    // The service worker (src/sw.ts): the shell precached; the catalogues and the pages' answers are
    // kept at run time. Registered from a lazy chunk after the first render (features/offline).
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ["index.html", "assets/*.{js,css}", "favicon.svg", "icons/icon-192.png"],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            const shell = offlineShellFiles(fileURLToPath(new URL("./dist", import.meta.url)));
            return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
          },
        ],
      },
    }),
  ],
  server: {
    // Keep the browser's Host so the server's same-origin check accepts sign-in from the dev server.
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      "/dev": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // One style sheet for the whole app (~19 KB brotli) instead of one per chunk: the home linked ~20
    // render-blocking sheets, and a phone on HTTP/1.1 fetches six at a time (Lighthouse's mobile preset:
    // first paint 0.1–0.5 s earlier; docs/operations.md). Lazy parts then need no sheet of their own.
    cssCodeSplit: false,
    // Every browser the portal supports (Chromium webviews, Safari 17+) preloads modules natively.
    modulePreload: {
      polyfill: false,
      // The list of every lazy chunk's dependencies rides in the entry chunk and grows with each page
      // (it had passed 280 files). The home keeps its full list, so the first screen loads in parallel;
      // other pages let their scripts' own imports bring the rest (the one style sheet is in the head).
      resolveDependencies: (file, deps) => (file.includes("HomePage") ? deps : []),
    },
    rolldownOptions: {
      output: {
        // Two shared chunks keep the first screen small. Without them rolldown puts the helpers every
        // antd-mobile component shares into whichever lazy component's chunk comes first, and that
        // chunk's animation library (react-spring, use-gesture) then loads with the shell.
        advancedChunks: {
          groups: [
            {
              name: "antd-base",
              priority: 2,
              test: /node_modules\/(react|react-dom|scheduler|tslib|classnames)\/|antd-mobile\/es\/(utils\/(?!reduce-and-restore-motion|use-drag-and-pinch|use-tab-list-scroll)|locales\/(base|zh-CN)\.js|components\/config-provider\/)/,
            },
            { name: "animation", priority: 1, test: /@react-spring|@use-gesture/ },
            // The query and text libraries every page uses, in one chunk instead of ten small ones that each
            // page's imports split them into (the home asked for 60 scripts; each request and module costs
            // the main thread a millisecond or two on a mid-range phone before any of its code runs).
            { name: "app-libs", priority: 1, test: /node_modules\/(@tanstack|i18next|react-i18next)\// },
          ],
        },
      },
    },
  },
  test: {
    deps: {
      optimizer: {
        client: { enabled: true, include: reactLibraries, rolldownOptions: { plugins: [noLibraryStyles] } },
        ssr: { enabled: true, include: reactLibraries, rolldownOptions: { plugins: [noLibraryStyles] } },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendererBuild : appConfig));
