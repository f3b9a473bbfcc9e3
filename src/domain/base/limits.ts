// Upper bounds for stored data. The forms check them (text-limits.ts); the readers
// enforce them too, so a list written by hand, by another app or restored from a file can never
// make a screen draw a million players or lay out megabytes of text. Anything cut to fit is a
// repair: it is reported in the damage banner and the original text is copied aside before the
// list is next written (docs/storage.md).

export const LIMITS = {
  /** Lines per group (defenders, midfielders, forwards) in a formation. */
  linesPerGroup: 6,
  /** Players in one line. The formation form allows the same (MAX_LINE_COUNT). */
  playersPerLine: 10,
  /** Entries of a map keyed by 'Posición N' (roles, lineups) and of a player's per-role stats. */
  mapEntries: 100,
  /** Names of people, teams, formations, roles, grounds, colours, dates, types, ids. */
  shortText: 200,
  /** A rival's note. */
  note: 2_000,
  /** A photo or logo address (data: URLs of small images fit). */
  url: 200_000,
  /** One saved insight's Markdown. */
  insight: 500_000,
  /** Notes on one rival; goals, cards and substitutions in one match; entries of a rival. */
  notes: 500,
  eventsPerMatch: 200,
  rivalEntries: 20_000,
  /** Items in each stored list. */
  lists: {
    players: 2_000,
    matches: 20_000,
    formations: 500,
    rivals: 2_000,
    matchPlans: 5_000,
    savedInsights: 5_000,
    fixtures: 5_000,
    availability: 20_000,
  },
  /** Players in one call-up. */
  squad: 60,
  /** Matches one hand-entered suspension can last. */
  suspensionMatches: 50,
} as const;
