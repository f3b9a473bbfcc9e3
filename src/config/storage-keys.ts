// The spec's storage keys (section 9) and ours. Other tools rely on these names: never rename.
export const storageKeys = {
  players: "players",
  matches: "matches",
  formations: "formations",
  rivals: "rivals",
  matchPlans: "matchPlans",
  savedInsights: "savedInsights",
  /** Ours: the calendar's fixtures and the players' hand-entered absences. */
  fixtures: "fixtures",
  availability: "availability",
} as const;

export type ListKey = keyof typeof storageKeys;
export const listKeys = Object.keys(storageKeys) as ListKey[];

export const aiSettingsKey = "aiSettings";
/** Where a damaged list's original text is copied before anything overwrites it. */
export const damagedCopyKey = (key: string) => `${key}.dañado`;

/** Our keys beside the spec's (never part of `listKeys`, which drive the spec's lists). */
export const savedInsightsMetaKey = "savedInsightsMeta";
export const teamSettingsKey = "teamSettings";
/** `{ "version": n }`: the schema version of everything stored (docs/storage.md). */
export const schemaKey = "banquilloSchema";
/**
 * The n-th damaged copy of a key: an earlier copy is never overwritten by a later one, so the
 * second different text goes to `<key>.dañado.2`, the third to `.3`, and so on.
 */
export const numberedDamagedCopyKey = (key: string, n: number) =>
  n <= 1 ? damagedCopyKey(key) : `${damagedCopyKey(key)}.${n}`;
/** A multi-key write in progress (docs/storage.md): present only while a write is unfinished. */
export const journalKey = "banquilloJournal";
/** The live match in progress: one object, saved after every event. */
export const liveMatchKey = "liveMatch";
/**
 * `{ clock, wall }`: the live match clock's time and the phone's clock when a page last read
 * it, so a reload resumes from there whatever the phone's clock did meanwhile.
 */
export const liveClockSampleKey = "liveMatchClock";
/**
 * The players' accounts on the replies database, kept by the coach: `{ accounts: [{ playerId,
 * user }], version }` (docs/sync.md, "The players' replies").
 */
export const playerAccountsKey = "playerAccounts";
/** Staff sharing (docs/sync.md): the server, database and user of this device. */
export const syncSettingsKey = "banquilloSync";
/**
 * Where earlier versions stored the sharing password. Never written now (a cookie session
 * replaces it): a value found is used once to open a session and deleted (docs/sync.md).
 */
export const syncPasswordKey = "banquilloSyncPassword";
/** Ids of documents changed here and not yet on the server (the "N cambios pendientes"). */
export const syncPendingKey = "banquilloSyncPending";
/**
 * A player's device (docs/sync.md, "La vista del jugador"): `{ server, database, user }` of his
 * account on the team's replies database. Its presence puts the app in player mode.
 */
export const playerAccountKey = "banquilloJugador";
