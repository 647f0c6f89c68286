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

export default defineConfig({
  base: "/dist/",
  plugins: [react()],
  resolve: { dedupe: oneReact },
  server: {
    proxy: { "/api": `http://127.0.0.1:${apiPort}`, "/dev": `http://127.0.0.1:${apiPort}` },
  },
  build: { outDir: "dist", sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
  test: {
    // Run the React libraries through Vite so `dedupe` applies to them in tests too.
    server: {
      deps: {
        inline: [/@testing-library\/react/, /react-router/, /antd-mobile/, /@tanstack\/react-query/, /react-i18next/],
      },
    },
  },
});
