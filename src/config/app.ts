import type { ListKey } from "./storage-keys";

export const APP_NAME = "Banquillo";
/** The spec shows the team name as a fixed label. */
export const TEAM_NAME = "Mi Equipo";
export const APP_VERSION = "0.1.0";

/** Spanish names of the stored lists, for messages about them. */
export const listLabels: Record<ListKey, string> = {
  players: "Jugadores",
  matches: "Partidos",
  formations: "Formaciones",
  rivals: "Rivales",
  matchPlans: "Planificaciones",
  savedInsights: "Insights guardados",
  fixtures: "Calendario",
  availability: "Disponibilidad",
};
