// A player (key `players`, spec section 3): the type, its reader, defaults and field labels.
import type { DocFields } from "./doc-contract";
import type { Reader, Shape } from "./read";
import {
  REJECT,
  count,
  hasOwnProto,
  idText,
  oneOf,
  optionalCount,
  optionalText,
  optionalUrl,
  readShape,
  repaired,
  requiredName,
  signed,
  withIdentity,
} from "./read";
import { isObject } from "../base/guards";
import { LIMITS } from "../base/limits";
import type { PlayerId } from "../base/ids";

export type PlayerPosition = "Goalkeeper" | "Defender" | "Midfielder" | "Forward";
export const playerPositions: readonly PlayerPosition[] = [
  "Goalkeeper",
  "Defender",
  "Midfielder",
  "Forward",
];
export const defaultPlayerPosition: PlayerPosition = "Forward";

export type PreferredFoot = "Right" | "Left" | "Both";
export const preferredFeet: readonly PreferredFoot[] = ["Right", "Left", "Both"];
export const defaultPreferredFoot: PreferredFoot = "Right";

/** Per-role figures: one entry of `stats.positions`, keyed by role name. */
export type RoleStats = {
  matches: number;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  minutesPlayed: number;
};

export type PlayerStats = {
  goals: number;
  assists: number;
  matches: number;
  minutesPlayed: number;
  yellowCards: number;
  redCards: number;
  /** Role name → figures. The special role 'Suplente' collects a substitute's appearances. */
  positions: Record<string, RoleStats>;
};

export type Player = {
  id: PlayerId;
  name: string;
  position: PlayerPosition;
  number: number;
  /** cm */
  height?: number;
  /** kg */
  weight?: number;
  /** 'YYYY-MM-DD' */
  birthdate?: string;
  preferredFoot: PreferredFoot;
  /** http(s) URL */
  photo?: string;
  stats: PlayerStats;
  /**
   * Opening balance: the part of `stats` that no stored match explains (imported or
   * original-product data, a deleted match whose figures were kept). `stats` is always written as
   * openingStats + what the stored matches give. Absent = all zero.
   */
  openingStats?: PlayerStats;
};

/** Per-role figures, each read with `num`. */
const roleStatsShapeOf = (num: (v: unknown) => number): Shape<RoleStats> => ({
  matches: { read: num },
  goals: { read: num },
  assists: { read: num },
  yellowCards: { read: num },
  redCards: { read: num },
  minutesPlayed: { read: num },
});
const emptyRoleStats = (): RoleStats => ({
  matches: 0,
  goals: 0,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  minutesPlayed: 0,
});

function positionsOf(roleStatsShape: Shape<RoleStats>) {
  return (v: unknown): Record<string, RoleStats> => {
    if (!isObject(v)) {
      if (v !== undefined && v !== null) repaired();
      return {};
    }
    let out: Record<string, RoleStats> | null = hasOwnProto(v) ? {} : null;
    const keys = Object.keys(v);
    if (keys.length > LIMITS.mapEntries) {
      repaired();
      out = {};
    }
    const n = Math.min(keys.length, LIMITS.mapEntries);
    for (let i = 0; i < n; i++) {
      const k = keys[i]!;
      if (k === "__proto__") continue;
      const stats = v[k];
      let read: RoleStats;
      if (isObject(stats)) read = readShape(stats, roleStatsShape);
      else {
        if (stats !== undefined && stats !== null) repaired();
        read = emptyRoleStats();
      }
      if (!out && read !== v[k]) {
        out = {};
        for (let j = 0; j < i; j++) out[keys[j]!] = v[keys[j]!] as RoleStats;
      }
      if (out) out[k] = read;
    }
    return out ?? (v as Record<string, RoleStats>);
  };
}

function playerStatsOf(num: (v: unknown) => number) {
  const roleShape = roleStatsShapeOf(num);
  const shape: Shape<PlayerStats> = {
    ...roleShape,
    positions: { read: positionsOf(roleShape), nested: true },
  };
  return (v: unknown): PlayerStats => {
    if (isObject(v)) return readShape(v, shape);
    if (v !== undefined && v !== null) repaired();
    return { ...emptyRoleStats(), positions: {} };
  };
}
/**
 * Running totals are written by the one rule, opening balance + matches (domain/figures/figures.ts), and
 * an opening balance may be negative (stored counters below what the matches explain): editing
 * a match can leave a total below zero. That is the app's own value, not damage, so totals only
 * have to be finite; a restore then gives back exactly what was exported.
 */
const playerStats = playerStatsOf(signed);
const optionalPlayerStats = (v: unknown): PlayerStats | undefined =>
  v === undefined || v === null ? undefined : playerStats(v);

const playerShape: Shape<Player> = {
  id: { read: (v) => v as PlayerId }, // checked before the shape is read
  name: { read: (v) => v as string }, // idem
  position: { read: oneOf(playerPositions, defaultPlayerPosition) },
  number: { read: count },
  height: { read: optionalCount, optional: true },
  weight: { read: optionalCount, optional: true },
  birthdate: { read: optionalText, optional: true },
  preferredFoot: { read: oneOf(preferredFeet, defaultPreferredFoot) },
  photo: { read: optionalUrl, optional: true },
  stats: { read: playerStats, nested: true },
  openingStats: { read: optionalPlayerStats, nested: true, optional: true },
};

export const readPlayer: Reader<Player> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  const name = requiredName(v.name);
  if (id === REJECT || name === REJECT) return REJECT;
  if (typeof v.name === "string" && v.name.trim().length > LIMITS.shortText) repaired();
  return readShape(withIdentity(v, { id: id as PlayerId, name }), playerShape);
};

/** What the team database takes in this record's document (`player:…`; doc-contract.js). */
export const playerDoc = {
  id: "id",
  name: "name",
  position: "text",
  // The spec's shirt number is 1 to 99: a fraction an earlier version kept is fixed before sending.
  number: "integer",
  height: "amount",
  weight: "amount",
  birthdate: "text",
  preferredFoot: "text",
  photo: "url",
  stats: "derived",
  openingStats: "object",
} satisfies DocFields<Player>;
