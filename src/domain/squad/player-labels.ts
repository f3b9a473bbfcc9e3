// Spanish display labels for stored English values, and avatar helpers.
import type { MatchOutcome } from "../timeline/match-result";
import type { MatchLocation, PlayerPosition, PreferredFoot } from "../records/types";

export const positionLabel: Readonly<Record<PlayerPosition, string>> = {
  Goalkeeper: "Portero",
  Defender: "Defensa",
  Midfielder: "Centrocampista",
  Forward: "Delantero",
};

export const footLabel: Readonly<Record<PreferredFoot, string>> = {
  Right: "Derecho",
  Left: "Izquierdo",
  Both: "Ambos",
};

export const locationLabel: Readonly<Record<MatchLocation, string>> = {
  home: "Local",
  away: "Visitante",
};

export const outcomeLabel: Readonly<Record<MatchOutcome, string>> = {
  win: "Victoria",
  draw: "Empate",
  loss: "Derrota",
};

/** Up to two uppercase initials (first and last word); '?' when the name is blank. */
export function initialsOf(name: string): string {
  const words = String(name ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return "?";
  const first = (w: string) => Array.from(w)[0] ?? "";
  const picked = words.length === 1 ? [words[0]!] : [words[0]!, words[words.length - 1]!];
  return picked.map(first).join("").toLocaleUpperCase("es");
}

/** A stable palette index for a name (FNV-1a), so a player's avatar colour never changes. */
export function colorIndexOf(name: string, paletteSize: number): number {
  if (!Number.isInteger(paletteSize) || paletteSize <= 0) return 0;
  let hash = 0x811c9dc5;
  for (const ch of String(name ?? "")) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % paletteSize;
}
