// Every route of the spec (section 2) with what "settled" means on it: the screen's h1 inside
// <main> (so not the 'Cargando…' fallback) plus, where the screen shows stored data, an element
// that only exists once that data is on screen. The probe then waits for the DOM to go quiet.
const H1 = "main h1";

/** `team` is the generated data; parametric routes point at real entries of it. */
export function specRoutes(team) {
  const newest = [...team.matches].sort((a, b) => (a.date < b.date ? 1 : -1))[0];
  const busiest = [...team.players].sort((a, b) => b.stats.matches - a.stats.matches)[0];
  return [
    { path: "/", name: "Dashboard", selector: `${H1}` },
    { path: "/players", name: "Jugadores", selector: "main tbody tr" },
    { path: "/add-player", name: "Añadir jugador", selector: "main form" },
    {
      path: `/player/${encodeURIComponent(busiest.id)}`,
      pattern: "/player/{id}",
      name: "Jugador",
      selector: H1,
    },
    { path: "/formations", name: "Formaciones", selector: H1 },
    { path: "/add-formation", name: "Añadir formación", selector: "main form" },
    {
      path: "/formation-details/0",
      pattern: "/formation-details/{index}",
      name: "Formación",
      selector: H1,
    },
    { path: "/rivals", name: "Rivales", selector: H1 },
    { path: "/add-rival", name: "Añadir rival", selector: "main form" },
    { path: "/rival-details/0", pattern: "/rival-details/{index}", name: "Rival", selector: H1 },
    { path: "/matchs", name: "Partidos", selector: "main tbody tr" },
    { path: "/add-match", name: "Añadir partido", selector: "main form" },
    {
      path: `/match-details/${encodeURIComponent(newest.id)}`,
      pattern: "/match-details/{id}",
      name: "Partido",
      selector: H1,
    },
    { path: "/match-planning", name: "Planificar", selector: H1 },
    { path: "/match-plans", name: "Planificaciones", selector: "main tbody tr" },
    {
      path: `/match-plan-details/${encodeURIComponent(team.matchPlans[0].id)}`,
      pattern: "/match-plan-details/{id}",
      name: "Plan",
      selector: H1,
    },
    { path: "/insights", name: "Insights", selector: H1 },
    {
      path: "/saved-insights",
      name: "Insights guardados",
      selector: "main article, main h2, main h3",
    },
    // Ours: settled once the player table and a chart (uPlot, lazy) are drawn.
    {
      path: "/analytics",
      name: "Estadísticas",
      selector: "main [data-chart] canvas",
    },
  ];
}

/** The floor page (bench/server.mjs): reads and parses the stored lists, and draws one line. */
export const FLOOR = { path: "/__bench/floor", name: "floor", selector: "#floor-done" };

/** The routes named in `--routes` (a path, or a pattern as the report prints it); all if none. */
export function pickRoutes(routes, csv) {
  const wanted = csv.split(",").filter(Boolean);
  return routes.filter(
    (r) => !wanted.length || wanted.some((f) => f === r.path || f === r.pattern),
  );
}

/** The side menu, in the spec's order, and the path each entry lands on. */
export const MENU = [
  { label: "Insights", path: "/insights", selector: H1 },
  { label: "Planificación", path: "/match-plans", selector: "main tbody tr" },
  { label: "Jugadores", path: "/players", selector: "main tbody tr" },
  { label: "Formaciones", path: "/formations", selector: H1 },
  { label: "Rivales", path: "/rivals", selector: H1 },
  { label: "Partidos", path: "/matchs", selector: "main tbody tr" },
  { label: "Dashboard", path: "/", selector: H1 },
];

/** Routes whose chunks may include the Markdown renderer and the AI client. */
export const INSIGHTS_PATHS = ["/insights", "/saved-insights"];
