// The conflicts screen's rules (sync/conflicts.ts: versions side by side, the coach's merge), for
// the screen that goes through state. Its own module so only that lazy screen carries them.
export { compareVersions, formatValue, mergeVersions } from "../sync/conflicts";
