// A formation (key `formations`, spec section 3): the type, its reader, defaults and field labels.
import type { DocFields } from "./doc-contract";
import type { Reader, Shape } from "./read";
import {
  REJECT,
  countOr,
  cut,
  idText,
  isConversion,
  positionalId,
  readShape,
  repaired,
  signed,
  stringMap,
  text,
  toNumber,
  withIdentity,
} from "./read";
import { isObject } from "../base/guards";
import { LIMITS } from "../base/limits";
import type { FormationId } from "../base/ids";

/** The team's accumulated figures over some matches: results, goals and shots, for and against. */
export type TeamTotals = {
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  shotsFor: number;
  shotsAgainst: number;
};
/** The formation's eight accumulated counters (spec 3). */
export type FormationTotals = { gamesPlayed: number } & TeamTotals;

/** A stored formation: its shape and roles, and the spec's counters (FormationTotals). */
export type Formation = FormationTotals & {
  /** Stable identity (extra field beside the spec's shape; see docs/storage.md). */
  id: FormationId;
  name: string;
  /** e.g. '1-4-4-2' */
  type: string;
  /** Player count per line, back to front. The first line of each group cannot be removed. */
  defenderLines: number[];
  midfielderLines: number[];
  forwardLines: number[];
  /**
   * Total players including the goalkeeper. The spec leaves the type open: data written by the
   * original product may hold a map of role to player name here, kept as stored.
   */
  players: number | Record<string, string>;
  /** 'Posición N' → role name. 'Posición 1' is the goalkeeper. */
  roles: Record<string, string>;
  /** Goalkeeper count (always 1 in practice), or (spec leaves it open) the goalkeeper's role name. */
  goalkeeper: number | string;
  /** Opening balance of the counters (see Player.openingStats). Absent = all zero. */
  openingTotals?: FormationTotals;
};

/** What a formation stored without them gets: 1-4-4-2's lines, 11 players, one goalkeeper. */
export const formationDefaults = {
  defenderLines: [4],
  midfielderLines: [4],
  forwardLines: [2],
  players: 11,
  goalkeeper: 1,
} as const;

/** Line counts of one group: 1–6 lines of 1–10 players (limits.ts). */
function lines(fallback: readonly number[]) {
  return (v: unknown): number[] => {
    const ok = (n: unknown) =>
      typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= LIMITS.playersPerLine;
    if (Array.isArray(v) && v.length > 0 && v.length <= LIMITS.linesPerGroup && v.every(ok))
      return v as number[];
    if (v === undefined) return [...fallback];
    const list = Array.isArray(v)
      ? v
          .slice(0, LIMITS.linesPerGroup)
          .map((n) => Number(toNumber(n)))
          .filter((n) => Number.isInteger(n) && n >= 1)
          .map((n) => Math.min(n, LIMITS.playersPerLine))
      : [];
    const lossless =
      Array.isArray(v) && list.length === v.length && v.every((n, i) => isConversion(n, list[i]));
    if (!lossless) repaired();
    return list.length > 0 ? list : [...fallback];
  };
}

const MAX_PLAYERS = 1 + 3 * LIMITS.linesPerGroup * LIMITS.playersPerLine;

const formationTotalsShape: Shape<FormationTotals> = {
  gamesPlayed: { read: signed },
  wins: { read: signed },
  draws: { read: signed },
  losses: { read: signed },
  goalsFor: { read: signed },
  goalsAgainst: { read: signed },
  shotsFor: { read: signed },
  shotsAgainst: { read: signed },
};
const optionalFormationTotals = (v: unknown): FormationTotals | undefined =>
  isObject(v) ? readShape(v, formationTotalsShape) : undefined;

// The spec names `players` and `goalkeeper` without a type. This app writes counts; data from
// elsewhere may hold a map of role to player name and the goalkeeper's role name. Both are
// valid and kept as stored (no repair, no banner), so the app's own backup restores them.
const readPlayerCount = countOr(formationDefaults.players, MAX_PLAYERS);
const formationPlayers = (v: unknown): number | Record<string, string> => {
  if (isObject(v)) return stringMap(v);
  const n = readPlayerCount(v);
  if (v !== undefined && !isConversion(v, n)) repaired();
  return n;
};
const readGoalkeeperCount = countOr(formationDefaults.goalkeeper, 1);
const formationGoalkeeper = (v: unknown): number | string =>
  typeof v === "string" && toNumber(v) === v ? cut(v, LIMITS.shortText) : readGoalkeeperCount(v);

const formationShape: Shape<Formation> = {
  id: { read: (v) => v as FormationId },
  name: { read: text },
  type: { read: text },
  gamesPlayed: { read: signed },
  defenderLines: { read: lines(formationDefaults.defenderLines), nested: true },
  midfielderLines: { read: lines(formationDefaults.midfielderLines), nested: true },
  forwardLines: { read: lines(formationDefaults.forwardLines), nested: true },
  players: { read: formationPlayers, nested: true },
  roles: { read: stringMap, nested: true },
  goalkeeper: { read: formationGoalkeeper },
  wins: { read: signed },
  draws: { read: signed },
  losses: { read: signed },
  goalsFor: { read: signed },
  goalsAgainst: { read: signed },
  shotsFor: { read: signed },
  shotsAgainst: { read: signed },
  openingTotals: { read: optionalFormationTotals, nested: true, optional: true },
};

export const readFormation: Reader<Formation> = (v, index) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  return readShape(
    withIdentity(v, { id: (id === REJECT ? positionalId("formation", index) : id) as FormationId }),
    formationShape,
  );
};

/** What the team database takes in this record's document (`formation:…`; doc-contract.js). */
export const formationDoc = {
  id: "id",
  name: "text",
  type: "text",
  defenderLines: "list",
  midfielderLines: "list",
  forwardLines: "list",
  // The spec leaves both open: a count, or a map of role to player and the goalkeeper's role.
  players: "countOrMap",
  roles: "textMap",
  goalkeeper: "countOrText",
  gamesPlayed: "derived",
  wins: "derived",
  draws: "derived",
  losses: "derived",
  goalsFor: "derived",
  goalsAgainst: "derived",
  shotsFor: "derived",
  shotsAgainst: "derived",
  openingTotals: "object",
} satisfies DocFields<Formation>;
