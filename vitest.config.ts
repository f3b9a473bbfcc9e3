import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "dev-data/**/*.test.ts", "bench/**/*.test.mjs"],
    setupFiles: ["src/testing/setup.ts"],
    restoreMocks: true,
  },
});
