/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = process.env.API_PORT ?? "3000";

/**
 * The workspace root holds React 18 (a peer of root-level test tools) while this app uses React 19
 * from its own node_modules; libraries hoisted to the root (react-router, antd-mobile, TanStack
 * Query, Testing Library) would otherwise load the root copy. One React, resolved from here.
 */
const oneReact = ["react", "react-dom"];
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

export default defineConfig({
  base: "/dist/",
  plugins: [react()],
  resolve: { dedupe: oneReact },
  server: {
    // Keep the browser's Host so the server's same-origin check accepts sign-in from the dev server.
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      "/dev": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  build: { outDir: "dist", sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
  test: {
    // Pre-bundle React and the libraries that use it, so tests resolve one React too (`dedupe`).
    deps: {
      optimizer: {
        client: { enabled: true, include: reactLibraries, rolldownOptions: { plugins: [noLibraryStyles] } },
        ssr: { enabled: true, include: reactLibraries, rolldownOptions: { plugins: [noLibraryStyles] } },
      },
    },
  },
});
