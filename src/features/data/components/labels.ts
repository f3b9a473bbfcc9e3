// Spanish names of the accumulated figures, for the figures check.
import type { FigureDisagreement } from "../../../domain/figures/disagreements";

export const counterLabels: Record<string, string> = {
  matches: "Partidos",
  minutesPlayed: "Contador de minutos",
  goals: "Goles",
  assists: "Asistencias",
  yellowCards: "Amarillas",
  redCards: "Rojas",
  gamesPlayed: "Partidos",
  matchesPlayed: "Partidos",
  wins: "Victorias",
  draws: "Empates",
  losses: "Derrotas",
  goalsFor: "Goles a favor",
  goalsAgainst: "Goles en contra",
  shotsFor: "Tiros a favor",
  shotsAgainst: "Tiros en contra",
};

export const kindLabels: Record<FigureDisagreement["kind"], string> = {
  player: "Jugador",
  formation: "Formación",
  rival: "Rival",
};
