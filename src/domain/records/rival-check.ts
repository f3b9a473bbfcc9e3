// The quick check of a stored rival, as match-check.ts is for a match: true only for a rival
// `readRival` would return as the very same object with no repair (every field it knows of its
// own type and within its limits, every entry of its match history too); anything else answers
// false and the reader decides, so damaged or older data is read, repaired and reported exactly
// as before. At a full history the rivals' entries are tens of thousands of small records, which
// the reader walks field by field. A property test (rival-check.property.test.ts) holds the two
// to that agreement. Loaded with match-check.ts (storage/quick-checks.ts).
import type { Obj } from "./read";
import { LIMITS } from "../base/limits";
import { absentOr, idOk, kept, nameOk, plain, short } from "./match-check";
import type { Rival } from "./rival";

/** A counter the reader keeps as it is: any finite number (an opening balance may be negative). */
const signedOk = (x: unknown) => typeof x === "number" && Number.isFinite(x);
const everyOk = (x: unknown, max: number, ok: (item: unknown) => boolean) => {
  if (!Array.isArray(x) || x.length > max) return false;
  for (let i = 0; i < x.length; i++) if (!ok(x[i])) return false;
  return true;
};
const totalsOk = (x: unknown) =>
  plain(x) &&
  signedOk(x.matchesPlayed) &&
  signedOk(x.wins) &&
  signedOk(x.losses) &&
  signedOk(x.draws);
const noteOk = (x: unknown) => typeof x === "string" && x.length <= LIMITS.note;
const entryOk = (x: unknown) =>
  plain(x) &&
  idOk(x.id) &&
  short(x.date) &&
  plain(x.score) &&
  kept((x.score as Obj).home) &&
  kept((x.score as Obj).away) &&
  short(x.formationUsed);

/** Every field of a rival the quick check looks at: the compiler asks for a new one here. */
const quickChecked: { [K in keyof Rival]-?: true } = {
  id: true,
  name: true,
  logo: true,
  homeGround: true,
  primaryColor: true,
  secondaryColor: true,
  notes: true,
  matchesPlayed: true,
  wins: true,
  losses: true,
  draws: true,
  matchHistory: true,
  matches: true,
  openingTotals: true,
};
void quickChecked;

/** True only for a rival `readRival` would return as it is, with no repair (see above). */
export function isStoredRival(v: unknown): boolean {
  return (
    plain(v) &&
    idOk(v.id) &&
    nameOk(v.name) &&
    absentOr(v, "logo", (x) => typeof x === "string" && x.length <= LIMITS.url) &&
    short(v.homeGround) &&
    short(v.primaryColor) &&
    short(v.secondaryColor) &&
    everyOk(v.notes, LIMITS.notes, noteOk) &&
    totalsOk(v) &&
    Array.isArray(v.matchHistory) &&
    everyOk(v.matches, LIMITS.rivalEntries, entryOk) &&
    absentOr(v, "openingTotals", totalsOk)
  );
}
