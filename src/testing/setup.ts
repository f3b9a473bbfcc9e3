import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { loadMigrations } from "../storage/startup";

// The app loads the migrations before its first render when stored data is older (main.tsx).
await loadMigrations();

// findBy*/waitFor give up after 1 s by default; beside the browser tests (npm test runs both at
// once) a screen can take longer to show. Waiting longer only slows a test that fails anyway.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});
