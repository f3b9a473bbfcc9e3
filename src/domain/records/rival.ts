// A rival (key `rivals`, spec section 3): the type, its reader and field labels.
import type { DocFields } from "./doc-contract";
import type { Reader, Shape } from "./read";
import {
  REJECT,
  cut,
  idText,
  lenientList,
  listOf,
  optionalUrl,
  positionalId,
  readShape,
  repaired,
  requiredName,
  signed,
  text,
  withIdentity,
} from "./read";
import { isObject } from "../base/guards";
import { LIMITS } from "../base/limits";
import type { RivalId } from "../base/ids";
import type { Score } from "./match";
import { readScore } from "./match";

/** The rival's four counters (spec 3). */
export type RivalTotals = {
  matchesPlayed: number;
  wins: number;
  losses: number;
  draws: number;
};

export type RivalMatchEntry = {
  id: string;
  date: string;
  score: Score;
  formationUsed: string;
};

export type Rival = {
  /** Stable identity (extra field beside the spec's shape). */
  id: RivalId;
  name: string;
  logo?: string;
  homeGround: string;
  primaryColor: string;
  secondaryColor: string;
  notes: string[];
  matchesPlayed: number;
  wins: number;
  losses: number;
  draws: number;
  /** Contents not shown by the spec: kept as they are. */
  matchHistory: unknown[];
  matches: RivalMatchEntry[];
  /** Opening balance of the four counters (see Player.openingStats). Absent = all zero. */
  openingTotals?: RivalTotals;
};

/** A rival not yet met: its counters at zero and no history, whoever creates it. */
export const newRival = (
  fields: Pick<Rival, "id" | "name" | "homeGround" | "primaryColor" | "secondaryColor"> &
    Partial<Pick<Rival, "logo" | "notes">>,
): Rival => ({
  notes: [],
  ...fields,
  matchesPlayed: 0,
  wins: 0,
  losses: 0,
  draws: 0,
  matchHistory: [],
  matches: [],
});

const rivalEntryShape: Shape<RivalMatchEntry> = {
  id: { read: (v) => v as string },
  date: { read: text },
  score: { read: readScore, nested: true },
  formationUsed: { read: text },
};
const readRivalMatch = (v: unknown): RivalMatchEntry | typeof REJECT => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  if (id === REJECT) return REJECT;
  return readShape(withIdentity(v, { id }), rivalEntryShape);
};

const rivalTotalsShape: Shape<RivalTotals> = {
  matchesPlayed: { read: signed },
  wins: { read: signed },
  losses: { read: signed },
  draws: { read: signed },
};
const optionalRivalTotals = (v: unknown): RivalTotals | undefined =>
  isObject(v) ? readShape(v, rivalTotalsShape) : undefined;

const readNote = (v: unknown): string | typeof REJECT =>
  typeof v === "string" ? cut(v, LIMITS.note) : REJECT;
const noteList = (v: unknown): string[] => {
  // A note cut to its limit is a repair.
  const list = lenientList(v, readNote, LIMITS.notes);
  if (list !== v && Array.isArray(v) && list.length === v.length) {
    if (list.some((n, i) => n !== v[i])) repaired();
  }
  return list;
};

const rivalShape: Shape<Rival> = {
  id: { read: (v) => v as RivalId },
  name: { read: (v) => v as string },
  logo: { read: optionalUrl, optional: true },
  homeGround: { read: text },
  primaryColor: { read: text },
  secondaryColor: { read: text },
  notes: { read: noteList, nested: true },
  matchesPlayed: { read: signed },
  wins: { read: signed },
  losses: { read: signed },
  draws: { read: signed },
  matchHistory: { read: (v) => (Array.isArray(v) ? v : []) },
  matches: { read: listOf(readRivalMatch, LIMITS.rivalEntries), nested: true },
  openingTotals: { read: optionalRivalTotals, nested: true, optional: true },
};

export const readRival: Reader<Rival> = (v, index) => {
  if (!isObject(v)) return REJECT;
  const name = requiredName(v.name);
  if (name === REJECT) return REJECT;
  const id = idText(v.id);
  return readShape(
    withIdentity(v, { id: (id === REJECT ? positionalId("rival", index) : id) as RivalId, name }),
    rivalShape,
  );
};

/** What the team database takes in this record's document (`rival:…`; doc-contract.js). */
export const rivalDoc = {
  id: "id",
  name: "name",
  logo: "url",
  homeGround: "text",
  primaryColor: "text",
  secondaryColor: "text",
  notes: "derived",
  matchesPlayed: "derived",
  wins: "derived",
  losses: "derived",
  draws: "derived",
  matchHistory: "any",
  matches: "list",
  openingTotals: "object",
} satisfies DocFields<Rival>;
