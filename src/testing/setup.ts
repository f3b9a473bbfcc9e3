import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";
import { loadMigrations } from "../storage/startup";

// The app loads the migrations before its first render when stored data is older (main.tsx).
await loadMigrations();

// findBy*/waitFor give up after 1 s by default; beside the browser tests (npm test runs both at
// once) a screen can take longer to show. Waiting longer only slows a test that fails anyway.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // The toast library is one instance for every file of a shared worker, and a new Toaster
  // replays the toasts still active: a toast one file left would show up in the next.
  toast.dismiss();
  globalThis.localStorage?.clear();
  // The store keeps each side key it has read until told: the clear is told to it as another
  // tab's clear would be, so the next test reads storage afresh.
  globalThis.dispatchEvent?.(new StorageEvent("storage", { key: null }));
});
