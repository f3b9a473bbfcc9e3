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
  planning: "/match-planning",
  plans: "/match-plans",
  plan: "/match-plan-details/:id",
  insights: "/insights",
  savedInsights: "/saved-insights",
  settings: "/settings",
  data: "/data",
} as const;

export const links = {
  player: (id: string) => `/player/${encodeURIComponent(id)}`,
  editPlayer: (id: string) => `/player/${encodeURIComponent(id)}?editar=1`,
  formation: (index: number) => `/formation-details/${index}`,
  rival: (index: number) => `/rival-details/${index}`,
  match: (id: string) => `/match-details/${encodeURIComponent(id)}`,
  plan: (id: string) => `/match-plan-details/${encodeURIComponent(id)}`,
} as const;

/** The side menu: exactly the spec's seven entries, in its order. */
export const menu = [
  { label: "Dashboard", to: paths.dashboard },
  { label: "Insights", to: paths.insights },
  { label: "Planificación", to: paths.plans },
  { label: "Jugadores", to: paths.players },
  { label: "Formaciones", to: paths.formations },
  { label: "Rivales", to: paths.rivals },
  { label: "Partidos", to: paths.matches },
] as const;
