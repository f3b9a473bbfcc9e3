import { loadMigrations } from "../storage/startup";

// The app loads the migrations before its first render when stored data is older (main.tsx).
// Tests without a DOM (see vitest.config.ts) still read stored shapes through the same readers.
await loadMigrations();
