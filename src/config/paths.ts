// Every route of the spec (section 2) and our own, with link builders. One typed module.
export const paths = {
  dashboard: "/",
  players: "/players",
  addPlayer: "/add-player",
  player: "/player/:id",
  formations: "/formations",
  addFormation: "/add-formation",
  formation: "/formation-details/:index",
  rivals: "/rivals",
  addRival: "/add-rival",
  rival: "/rival-details/:index",
  matches: "/matchs",
  addMatch: "/add-match",
  match: "/match-details/:id",
  editMatch: "/edit-match/:id",
  planning: "/match-planning",
  plans: "/match-plans",
  plan: "/match-plan-details/:id",
  insights: "/insights",
  savedInsights: "/saved-insights",
  settings: "/settings",
  data: "/data",
  /** The live match: designed for phones. */
  live: "/live",
  /** The calendar: upcoming fixtures and past results. */
  calendar: "/calendar",
  addFixture: "/calendar/nuevo",
  editFixture: "/calendar/:id/editar",
  callUp: "/calendar/:id/convocatoria",
  /** Analytics: figures with their samples, fairness, charts. */
  analytics: "/analytics",
  /** Staff sharing: documents with competing versions. */
  conflicts: "/conflictos",
  /** A player's phone: his upcoming events and his answers (the only screen in player mode). */
  playerHome: "/jugador",
  /** The coach's invitation link: `?servidor=…&bd=…&usuario=…`, never a password. */
  playerInvitation: "/jugador/invitacion",
} as const;

export const links = {
  player: (id: string) => `/player/${encodeURIComponent(id)}`,
  editPlayer: (id: string) => `/player/${encodeURIComponent(id)}?editar=1`,
  formation: (index: number) => `/formation-details/${index}`,
  rival: (index: number) => `/rival-details/${index}`,
  match: (id: string) => `/match-details/${encodeURIComponent(id)}`,
  editMatch: (id: string) => `/edit-match/${encodeURIComponent(id)}`,
  plan: (id: string) => `/match-plan-details/${encodeURIComponent(id)}`,
  /** The live match started from a saved plan. */
  liveFromPlan: (id: string) => `/live?plan=${encodeURIComponent(id)}`,
  editFixture: (id: string) => `/calendar/${encodeURIComponent(id)}/editar`,
  callUp: (id: string) => `/calendar/${encodeURIComponent(id)}/convocatoria`,
  /** Planning, the match form and the live match started from a fixture. */
  planFixture: (id: string) => `/match-planning?fixture=${encodeURIComponent(id)}`,
  addMatchFromFixture: (id: string) => `/add-match?fixture=${encodeURIComponent(id)}`,
  liveFromFixture: (id: string) => `/live?fixture=${encodeURIComponent(id)}`,
  /** Editing a saved plan: the planning screen filled with it. */
  editPlan: (id: string) => `/match-planning?plan=${encodeURIComponent(id)}`,
  /** A record's form (`form`, maybe with its own query) opened on `field` (record forms read it). */
  onField: (form: string, field: string | undefined) =>
    field
      ? `${form}${form.includes("?") ? "&" : "?"}${FIX_FIELD_PARAM}=${encodeURIComponent(field)}`
      : form,
} as const;

/** The URL parameter a record form reads to open on the field to correct. */
export const FIX_FIELD_PARAM = "campo";

/** Whether a path is one of the player view's (the only ones shown in player mode). */
export const isPlayerPath = (pathname: string) =>
  pathname === "/jugador" || pathname.startsWith("/jugador/");

/** The side menu: exactly the spec's seven entries, in its order. `also` marks sub-screens. */
export const menu = [
  { label: "Dashboard", to: "/", also: [] },
  { label: "Insights", to: "/insights", also: ["/saved-insights"] },
  { label: "Planificación", to: "/match-plans", also: ["/match-planning", "/match-plan-details/"] },
  { label: "Jugadores", to: "/players", also: ["/add-player", "/player/"] },
  { label: "Formaciones", to: "/formations", also: ["/add-formation", "/formation-details/"] },
  { label: "Rivales", to: "/rivals", also: ["/add-rival", "/rival-details/"] },
  { label: "Partidos", to: "/matchs", also: ["/add-match", "/match-details/", "/edit-match/"] },
] as const;

/** Our entries after the spec's seven (DESIGN.md: new areas go after them). */
export const extraMenu = [
  { label: "En directo", to: "/live", also: [] },
  { label: "Calendario", to: "/calendar", also: ["/calendar/"] },
  { label: "Estadísticas", to: "/analytics", also: [] },
] as const;

/** Screens designed for phones first (a prefix): the narrow-window notice does not show on them. */
export const phoneFirstPaths: readonly string[] = ["/live", "/calendar/entrenamiento/"];
