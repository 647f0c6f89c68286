import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const apiPort = process.env.API_PORT ?? "3000";

/** The operator console: desktop, served by the portal's server under /console/. */
export default defineConfig({
  base: "/console/",
  plugins: [
    react(),
    // Like the web app: every text asset written beside itself as .br and .gz, picked per request.
    compression({
      algorithms: ["brotliCompress", "gzip"],
      include: /\.(js|mjs|css|html|json|svg|txt)$/,
      threshold: 512,
      skipIfLargerOrEqual: true,
    }),
  ],
  server: {
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
