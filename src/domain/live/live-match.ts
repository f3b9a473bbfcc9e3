// The live match, by concept: the record and its event log (live-log.ts), the state at a minute
// (live-state.ts), the match record it becomes (live-record.ts) and reading a stored one back
// (live-read.ts). This module is their one entry for the rest of the app.
export * from "./live-log";
export * from "./live-state";
export * from "./live-record";
export * from "./live-read";
