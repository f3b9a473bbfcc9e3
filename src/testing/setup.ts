import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { loadMigrations } from "../storage/startup";

// The app loads the migrations before its first render when stored data is older (main.tsx).
await loadMigrations();

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});
