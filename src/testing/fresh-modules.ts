// First setup file of the tests that share their worker (`isolate: false`, vitest.config.ts):
// each test file gets the app's modules afresh, as it would alone, so a store, cache or
// listener set up by an earlier file is never seen by the next.
import { vi } from "vitest";

vi.resetModules();
