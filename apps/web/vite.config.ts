import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = process.env.API_PORT ?? "3000";

export default defineConfig({
  base: "/dist/",
  plugins: [react()],
  server: {
    proxy: { "/api": `http://127.0.0.1:${apiPort}`, "/dev": `http://127.0.0.1:${apiPort}` },
  },
  build: { outDir: "dist", sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
});
