// The conflicts screen's Spanish label of every stored field, per record. Beside the records'
// modules rather than inside them: only the lazy conflicts screen reads them, and inside they
// would travel with the readers on the first page. The compiler still asks for one label per
// field (`FieldLabels<T>`; null for an id link never shown on its own).
import type { FieldLabels } from "./read";
import type { Availability } from "./availability";
import type { Fixture } from "./fixture";
import type { Formation } from "./formation";
import type { MatchPlan } from "./match-plan";
import type { Match } from "./match";
import type { Player } from "./player";
import type { Rival } from "./rival";
import type { TeamSettings } from "./team-settings";
import type { Attendance } from "./attendance";
import type { SessionTemplate } from "./session-template";
import type { TrainingSeries } from "./training-series";
import type { TrainingSession } from "./training-session";

export const availabilityFieldLabels: FieldLabels<Availability> = {
  id: null,
  playerId: "Jugador",
  kind: "Tipo",
  from: "Desde",
  until: "Hasta",
  note: "Nota",
  // The conflicts screen's flat table gives `matches` the rival's label (it comes first there).
  matches: "Partidos de sanción",
  competition: "Competición",
};

export const fixtureFieldLabels: FieldLabels<Fixture> = {
  id: null,
  rivalId: null,
  rival: "Rival",
  date: "Fecha",
  time: "Hora",
  location: "Localía",
  competition: "Competición",
  venue: "Campo",
  planId: "Plan de partido",
  matchId: "Partido",
  squadIds: "Convocados",
  meetTime: "Citación: hora",
  meetPlace: "Citación: lugar",
  playerNotes: "Notas para los jugadores",
  answerBy: "Responder antes de",
};

export const formationFieldLabels: FieldLabels<Formation> = {
  id: null,
  name: "Nombre",
  type: "Tipo",
  gamesPlayed: "Partidos jugados",
  defenderLines: "Líneas de defensa",
  midfielderLines: "Líneas de medio campo",
  forwardLines: "Líneas de ataque",
  players: "Jugadores",
  roles: "Roles",
  goalkeeper: "Portero",
  wins: "Victorias",
  draws: "Empates",
  losses: "Derrotas",
  goalsFor: "Goles a favor",
  goalsAgainst: "Goles en contra",
  shotsFor: "Tiros a favor",
  shotsAgainst: "Tiros en contra",
  openingTotals: "Totales iniciales",
};

export const matchPlanFieldLabels: FieldLabels<MatchPlan> = {
  id: null,
  rival: "Rival",
  formation: "Formación",
  lineup: "Alineación",
  rivalId: null,
  formationId: null,
  lineupIds: null,
  fixtureId: "Próximo partido",
  date: "Fecha",
  time: "Hora",
  competition: "Competición",
  venue: "Campo",
  notes: "Notas del entrenador",
  suggestionIds: "Ideas de cambio",
};

export const matchFieldLabels: FieldLabels<Match> = {
  id: null,
  date: "Fecha",
  rival: "Rival",
  opponent: "Oponente",
  location: "Localía",
  score: "Resultado",
  scorers: "Goles",
  assists: "Asistencias",
  formation: "Formación",
  formationUsed: "Formación usada",
  formationPlayers: "Alineación",
  cards: "Tarjetas",
  subs: "Cambios",
  shotsFor: "Tiros a favor",
  shotsAgainst: "Tiros en contra",
  rivalId: null,
  formationId: null,
  formationPlayerIds: null,
  assistIds: null,
  assistGoals: null,
  season: "Temporada",
  competition: "Competición",
  periodMinutes: "Minutos por parte",
  rivalGoalMinutes: "Minutos de los goles del rival",
  shotsTimeline: "Tiros",
  events: "Eventos en directo",
  fixtureId: "Próximo partido",
};

export const playerFieldLabels: FieldLabels<Player> = {
  id: null,
  name: "Nombre",
  position: "Posición",
  number: "Dorsal",
  height: "Altura (cm)",
  weight: "Peso (kg)",
  birthdate: "Fecha de nacimiento",
  preferredFoot: "Pie preferido",
  photo: "Foto",
  stats: "Estadísticas",
  openingStats: "Estadísticas iniciales",
};

export const rivalFieldLabels: FieldLabels<Rival> = {
  id: null,
  name: "Nombre",
  logo: "Escudo",
  homeGround: "Estadio",
  primaryColor: "Color principal",
  secondaryColor: "Color secundario",
  notes: "Notas",
  matchesPlayed: "Partidos jugados",
  wins: "Victorias",
  losses: "Derrotas",
  draws: "Empates",
  matchHistory: "Historial",
  matches: "Partidos anteriores",
  openingTotals: "Totales iniciales",
};

/** The sharing document of a saved insight: its text and its meta entry. */
export const savedInsightFieldLabels = {
  text: "Texto",
  meta: "Detalles",
  question: "Pregunta",
  savedAt: "Guardado",
} as const;

/** The conflicts screen's labels of the team's settings. */
export const teamSettingsFieldLabels: FieldLabels<TeamSettings> = {
  name: "Nombre",
  crest: "Escudo del equipo",
  seasonStartMonth: "Primer mes de la temporada",
  yellowCardLimit: "Amarillas para sanción",
  playersSeeWhoGoes: "Los jugadores ven quién va",
};

export const trainingSessionFieldLabels: FieldLabels<TrainingSession> = {
  id: null,
  date: "Fecha",
  time: "Hora",
  minutes: "Duración (min)",
  place: "Lugar",
  focus: "Objetivo",
  status: "Estado",
  seriesId: null,
  seriesDate: "Fecha en la serie",
  blocks: "Plan de la sesión",
};
export const trainingSeriesFieldLabels: FieldLabels<TrainingSeries> = {
  id: null,
  weekdays: "Días",
  time: "Hora",
  from: "Desde",
  until: "Hasta",
  place: "Lugar",
  minutes: "Duración (min)",
  focus: "Objetivo",
};
export const attendanceFieldLabels: FieldLabels<Attendance> = {
  id: null,
  sessionId: null,
  marks: "Asistencia",
};
export const sessionTemplateFieldLabels: FieldLabels<SessionTemplate> = {
  id: null,
  name: "Nombre",
  blocks: "Bloques",
};
