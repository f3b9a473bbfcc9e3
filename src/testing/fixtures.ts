// Builders shared by the domain tests (not used by production code).
import { emptyStats } from "../domain/match/apply-match";
import { DEFAULT_LINES, buildFormation, defaultRoles } from "../domain/squad/formation-roles";
import type { FormationLines } from "../domain/squad/formation-roles";
import type { Formation, Match, Player, PlayerStats, Rival } from "../domain/records/types";

export function makePlayer(
  name: string,
  over: Partial<Omit<Player, "stats">> & { stats?: Partial<PlayerStats> } = {},
): Player {
  const { stats, ...rest } = over;
  return {
    id: `id-${name}`,
    name,
    position: "Forward",
    number: 9,
    preferredFoot: "Right",
    ...rest,
    stats: { ...emptyStats(), ...stats },
  };
}

export function makeFormation(name: string, lines: FormationLines = DEFAULT_LINES): Formation {
  return buildFormation(name, lines, defaultRoles(lines), `formation-${name}`);
}

export function makeRival(name: string, over: Partial<Rival> = {}): Rival {
  return {
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
  };
}

export function makeMatch(over: Partial<Match> = {}): Match {
  return {
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
  };
}

/** Freezes a value and everything it holds, so any mutation in a test throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
