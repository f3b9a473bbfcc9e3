import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: process.env.E2E_DIST ?? "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
  preview: { host: "127.0.0.1" },
  server: { host: "127.0.0.1" },
});
