// Builders shared by the domain tests (not used by production code).
import { zeroPlayerStats } from "../domain/figures/counters";
import { DEFAULT_LINES, buildFormation, defaultRoles } from "../domain/squad/formation-roles";
import type { FormationLines } from "../domain/squad/formation-roles";
import type { Formation, Match, Player, PlayerStats, Rival } from "../domain/records/types";
import { REJECT } from "../domain/records/read";
import type { Reader } from "../domain/records/read";
import { readMatch } from "../domain/records/match";
import { readPlayer } from "../domain/records/player";
import { readFormation } from "../domain/records/formation";
import { readRival } from "../domain/records/rival";
import { asId, branded } from "./ids";
import type { Loose } from "./ids";

/** Damaged stored data as every consumer gets it: through its reader. */
function readStored<T>(read: Reader<T>, raw: unknown): T {
  const item = read(raw, 0);
  if (item === REJECT) throw new Error("the reader rejects it: it has no identity");
  return item;
}
export const readStoredMatch = (raw: unknown) => readStored(readMatch, raw);
export const readStoredPlayer = (raw: unknown) => readStored(readPlayer, raw);
export const readStoredFormation = (raw: unknown) => readStored(readFormation, raw);
export const readStoredRival = (raw: unknown) => readStored(readRival, raw);

// The builders take ids as plain strings (see ids.ts) and give back records with ids.

export function makePlayer(
  name: string,
  over: Loose<Partial<Omit<Player, "stats">>> & { stats?: Partial<PlayerStats> } = {},
): Player {
  const { stats, ...rest } = over;
  return branded<Player>({
    id: `id-${name}`,
    name,
    position: "Forward",
    number: 9,
    preferredFoot: "Right",
    ...rest,
    stats: { ...zeroPlayerStats(), ...stats },
  });
}

export function makeFormation(name: string, lines: FormationLines = DEFAULT_LINES): Formation {
  return buildFormation(name, lines, defaultRoles(lines), asId(`formation-${name}`));
}

export function makeRival(name: string, over: Loose<Partial<Rival>> = {}): Rival {
  return branded<Rival>({
    id: `rival-${name}`,
    name,
    homeGround: "",
    primaryColor: "#000000",
    secondaryColor: "#ffffff",
    notes: [],
    matchesPlayed: 0,
    wins: 0,
    losses: 0,
    draws: 0,
    matchHistory: [],
    matches: [],
    ...over,
  });
}

export function makeMatch(over: Loose<Partial<Match>> = {}): Match {
  return branded<Match>({
    id: "m1",
    date: "2024-04-14",
    rival: "Rival",
    opponent: "Rival",
    location: "home",
    score: { home: 0, away: 0 },
    scorers: [],
    assists: [],
    formation: "F",
    formationUsed: "",
    formationPlayers: {},
    cards: [],
    subs: [],
    shotsFor: 0,
    shotsAgainst: 0,
    ...over,
  });
}

/** Freezes a value and everything it holds, so any mutation in a test throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

// The original product's stored shapes (spec section 3), as its localStorage held them: what
// browser tests seed and what the screens' tests store. Key order is the original's.

/** A player's `stats` as stored, all zero unless `over` says otherwise. */
export const storedStats = (over: Partial<Record<string, unknown>> = {}) => ({
  goals: 0,
  assists: 0,
  matches: 0,
  minutesPlayed: 0,
  yellowCards: 0,
  redCards: 0,
  positions: {},
  ...over,
});

/** A stored player with every field the original form wrote. */
export function storedPlayer(
  id: string,
  name: string,
  position: string,
  number: number,
  over: Record<string, unknown> = {},
) {
  return {
    id,
    name,
    position,
    number,
    height: 180,
    weight: 75,
    birthdate: "1998-05-14",
    preferredFoot: "Right",
    photo: "",
    stats: storedStats(),
    ...over,
  };
}

/** A stored rival as the original product wrote it (no id: it had none). */
export function storedRival(name: string, over: Record<string, unknown> = {}) {
  return {
    name,
    logo: "",
    homeGround: "Estadio Municipal",
    primaryColor: "#1d4ed8",
    secondaryColor: "#ffffff",
    notes: [],
    matchesPlayed: 0,
    wins: 0,
    losses: 0,
    draws: 0,
    matchHistory: [],
    matches: [],
    ...over,
  };
}

/** A player's figures in one role (`stats.positions[role]`), in the stored key order. */
export const storedRoleStats = (
  matches: number,
  minutesPlayed: number,
  goals = 0,
  assists = 0,
  yellowCards = 0,
  redCards = 0,
) => ({ matches, goals, assists, yellowCards, redCards, minutesPlayed });

/**
 * A stored match as the original product wrote it: at home, 0-0, with 'Clásica', nobody named,
 * no events and no shots unless `over` says otherwise. `rival` is also the `opponent`.
 */
export function storedMatch(
  id: string,
  date: string,
  rival: string,
  over: Record<string, unknown> = {},
) {
  return {
    id,
    date,
    rival,
    opponent: rival,
    location: "home",
    score: { home: 0, away: 0 },
    scorers: [] as unknown[],
    assists: [] as unknown[],
    formation: "Clásica",
    formationUsed: "Clásica",
    formationPlayers: {} as Record<string, string>,
    cards: [] as unknown[],
    subs: [] as unknown[],
    shotsFor: 0,
    shotsAgainst: 0,
    ...over,
  };
}

/** The original product's default formation, 'Clásica' (1-4-4-2), as stored. */
export const storedClasica = {
  name: "Clásica",
  type: "1-4-4-2",
  gamesPlayed: 0,
  defenderLines: [4],
  midfielderLines: [4],
  forwardLines: [2],
  players: 11,
  roles: {
    "Posición 1": "Arquero",
    "Posición 2": "Defensor 1",
    "Posición 3": "Defensor 2",
    "Posición 4": "Defensor 3",
    "Posición 5": "Defensor 4",
    "Posición 6": "Mediocampista 1",
    "Posición 7": "Mediocampista 2",
    "Posición 8": "Mediocampista 3",
    "Posición 9": "Mediocampista 4",
    "Posición 10": "Delantero 1",
    "Posición 11": "Delantero 2",
  },
  goalkeeper: 1,
  wins: 0,
  draws: 0,
  losses: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  shotsFor: 0,
  shotsAgainst: 0,
};
