// A small team for the live match tests: 15 players, a 1-4-4-2, one rival and a saved plan with
// the first eleven, kicking off on a Sunday morning.
import { storedClasica, storedPlayer, storedRival } from "../src/testing/fixtures";

const names: [string, string, number, string][] = [
  ["p1", "Iker Muñoz", 1, "Goalkeeper"],
  ["p2", "Álvaro Ruiz", 2, "Defender"],
  ["p3", "Sergio Gil", 4, "Defender"],
  ["p4", "Pablo Torres", 5, "Defender"],
  ["p5", "Javi Moreno", 3, "Defender"],
  ["p6", "Marcos León", 6, "Midfielder"],
  ["p7", "Dani Pérez", 8, "Midfielder"],
  ["p8", "Koke Ramos", 10, "Midfielder"],
  ["p9", "Hugo Sanz", 7, "Midfielder"],
  ["p10", "Raúl García", 9, "Forward"],
  ["p11", "Nico Vidal", 11, "Forward"],
  ["p12", "Adrián Soto", 12, "Midfielder"],
  ["p13", "Mario Blanco", 14, "Forward"],
  ["p14", "Luis Castro", 15, "Defender"],
  ["p15", "Óscar Pardo", 13, "Goalkeeper"],
];
export const players = names.map(([id, name, number, position]) =>
  storedPlayer(id, name, position, number),
);
export const formation = { id: "f1", ...storedClasica };
export const rival = storedRival("Lobos", {
  id: "r1",
  homeGround: "Campo Municipal",
  primaryColor: "#1e3a8a",
});
export const starters = players.slice(0, 11);
const key = (i: number) => `Posición ${i + 1}`;
export const plan = {
  id: "plan-1",
  rival: "Lobos",
  formation: "Clásica",
  lineup: Object.fromEntries(starters.map((p, i) => [key(i), p.name])),
  lineupIds: Object.fromEntries(starters.map((p, i) => [key(i), p.id])),
  rivalId: "r1",
  formationId: "f1",
};

export const KICK_OFF = new Date("2026-11-22T10:00:00+01:00");
