import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = process.env.API_PORT ?? "3000";

/** The operator console: desktop, served by the portal's server under /console/. */
export default defineConfig({
  base: "/console/",
  // Text files get .br and .gz twins after the build (scripts/precompress.mjs, run by `npm run build`).
  plugins: [react()],
  server: {
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
