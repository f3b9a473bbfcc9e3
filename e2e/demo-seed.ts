// The example team exactly as 'Cargar equipo de ejemplo' writes it (on a fixed day), and its six
// lists as a seed for `seed()`.
import { buildDemoTeam } from "../src/demo/team";

export const demoTeam = buildDemoTeam("2026-11-23");

export const demoSeed = {
  players: demoTeam.players,
  formations: demoTeam.formations,
  rivals: demoTeam.rivals,
  matches: demoTeam.matches,
  matchPlans: demoTeam.matchPlans,
  savedInsights: demoTeam.savedInsights,
};
