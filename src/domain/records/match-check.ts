// The quick check of a stored match. Reading every stored match field by field through its
// shape (match.ts) is most of what a screen pays to open the matches, beyond JSON.parse itself.
// Data of the current schema version was written by this app's own writer, so nearly every
// match is already exactly as the reader would hand it back. `isStoredMatch` answers true only
// for such a match: every field the reader knows is of its own type and within its limits, so
// readMatch would return the very same object and count no repair. Anything unusual (a text
// number, an over-long name, a field of another type, an old `events` log, an own `__proto__`)
// answers false and readMatch decides, so damaged or older data is read, repaired and reported
// exactly as before. A property test (match-check.property.test.ts) holds the two to that
// agreement. Apart from match.ts so the first page does not carry it (storage/quick-checks.ts).
import type { Obj } from "./read";
import { LIMITS } from "../base/limits";
import type { Match } from "./match";

const SHORT = LIMITS.shortText;
const hasOwn = Object.prototype.hasOwnProperty;
// The small checks below are shared with the other lists' quick checks (rival-check.ts,
// player-check.ts), which load with this one.
/** A record the reader would not copy: an object, not a list, without an own `__proto__`. */
export const plain = (x: unknown): x is Obj =>
  typeof x === "object" && x !== null && !Array.isArray(x) && !hasOwn.call(x, "__proto__");
/** A text the reader keeps as it is: a string within the short limit. */
export const short = (x: unknown) => typeof x === "string" && x.length <= SHORT;
/** A count the reader keeps as it is: a number, finite, not negative (NaN fails `>= 0`). */
export const kept = (x: unknown) => typeof x === "number" && x >= 0 && x !== Infinity;
/** An optional field: absent, or present and passing `ok`. */
export const absentOr = (v: Obj, key: string, ok: (x: unknown) => boolean) =>
  v[key] === undefined ? !(key in v) : ok(v[key]);
/** An id or a name the reader keeps as it is: 1 to SHORT characters, with no spaces around. */
export const idOk = (x: unknown) => typeof x === "string" && x.length >= 1 && x.length <= SHORT;
export const nameOk = (x: unknown) => idOk(x) && (x as string).trim() === x;
const listOk = (x: unknown, ok: (item: unknown) => boolean) => {
  if (!Array.isArray(x) || x.length > LIMITS.eventsPerMatch) return false;
  for (let i = 0; i < x.length; i++) if (!ok(x[i])) return false;
  return true;
};
// The lineup's two maps are most of what a match holds: their loop does its checks inline.
const textMapOk = (x: unknown) => {
  if (!plain(x)) return false;
  let n = 0;
  for (const key in x) {
    const value = x[key];
    if (typeof value !== "string" || value.length > SHORT || ++n > LIMITS.mapEntries) return false;
    if (!hasOwn.call(x, key)) return false;
  }
  return true;
};
const scorerOk = (x: unknown) =>
  plain(x) && short(x.player) && kept(x.minute) && absentOr(x, "playerId", short);
const cardOk = (x: unknown) =>
  plain(x) &&
  short(x.player) &&
  (x.type === "yellow" || x.type === "red") &&
  absentOr(x, "playerId", short) &&
  absentOr(x, "minute", kept);
const subOk = (x: unknown) =>
  plain(x) &&
  short(x.playerOut) &&
  short(x.playerIn) &&
  kept(x.minute) &&
  absentOr(x, "playerOutId", short) &&
  absentOr(x, "playerInId", short);
const shotOk = (x: unknown) =>
  plain(x) &&
  (x.side === "for" || x.side === "against") &&
  kept(x.minute) &&
  (x.period === 1 || x.period === 2) &&
  typeof x.goal === "boolean";

const shortsOk = (x: unknown) => listOk(x, short);
const countsOk = (x: unknown) => listOk(x, kept);
const shotsOk = (x: unknown) => listOk(x, shotOk);
const goalIndexesOk = (x: unknown) => listOk(x, (i) => Number.isInteger(i) && (i as number) >= -1);

/** Every field of a match the quick check looks at: the compiler asks for a new one here. */
const quickChecked: { [K in keyof Match]-?: true } = {
  id: true,
  date: true,
  rival: true,
  opponent: true,
  location: true,
  score: true,
  scorers: true,
  assists: true,
  formation: true,
  formationUsed: true,
  formationPlayers: true,
  cards: true,
  subs: true,
  shotsFor: true,
  shotsAgainst: true,
  rivalId: true,
  formationId: true,
  formationPlayerIds: true,
  assistIds: true,
  assistGoals: true,
  season: true,
  competition: true,
  periodMinutes: true,
  rivalGoalMinutes: true,
  shotsTimeline: true,
  events: true,
  fixtureId: true,
};
void quickChecked;

/** True only for a match `readMatch` would return as it is, with no repair (see above). */
export function isStoredMatch(v: unknown): boolean {
  if (!plain(v)) return false;
  if (!idOk(v.id)) return false;
  const score = v.score;
  return (
    short(v.date) &&
    short(v.rival) &&
    short(v.opponent) &&
    (v.location === "home" || v.location === "away") &&
    plain(score) &&
    kept(score.home) &&
    kept(score.away) &&
    listOk(v.scorers, scorerOk) &&
    listOk(v.assists, short) &&
    short(v.formation) &&
    short(v.formationUsed) &&
    textMapOk(v.formationPlayers) &&
    listOk(v.cards, cardOk) &&
    listOk(v.subs, subOk) &&
    kept(v.shotsFor) &&
    kept(v.shotsAgainst) &&
    absentOr(v, "rivalId", short) &&
    absentOr(v, "formationId", short) &&
    absentOr(v, "formationPlayerIds", textMapOk) &&
    absentOr(v, "assistIds", shortsOk) &&
    absentOr(v, "assistGoals", goalIndexesOk) &&
    absentOr(v, "season", short) &&
    absentOr(v, "competition", short) &&
    absentOr(v, "periodMinutes", kept) &&
    absentOr(v, "rivalGoalMinutes", countsOk) &&
    absentOr(v, "shotsTimeline", shotsOk) &&
    // The old live log has rules of its own: the reader checks it.
    !("events" in v) &&
    absentOr(v, "fixtureId", short)
  );
}
