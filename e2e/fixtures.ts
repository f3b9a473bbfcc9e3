// Data in the spec's exact shapes (section 3), as the original product stored it. The builders
// are src/testing/fixtures.ts's, shared with the screens' unit tests.
import { storedClasica, storedPlayer, storedRival, storedStats } from "../src/testing/fixtures";

export const stats = storedStats;
export const player = storedPlayer;
export const rival = storedRival;
export const defaultFormation = storedClasica;

/** A squad of 16: 2 goalkeepers, 5 defenders, 5 midfielders, 4 forwards. */
export const squad = [
  player("p1", "Iker Casillas", "Goalkeeper", 1),
  player("p2", "Sergio Ramos", "Defender", 4),
  player("p3", "Gerard Piqué", "Defender", 3),
  player("p4", "Carles Puyol", "Defender", 5),
  player("p5", "Joan Capdevila", "Defender", 11),
  player("p6", "Xavi Hernández", "Midfielder", 8),
  player("p7", "Andrés Iniesta", "Midfielder", 6),
  player("p8", "Sergio Busquets", "Midfielder", 16),
  player("p9", "Xabi Alonso", "Midfielder", 14),
  player("p10", "David Villa", "Forward", 7),
  player("p11", "Fernando Torres", "Forward", 9),
  player("p12", "Pepe Reina", "Goalkeeper", 23),
  player("p13", "Álvaro Arbeloa", "Defender", 17),
  player("p14", "Cesc Fàbregas", "Midfielder", 10),
  player("p15", "Pedro Rodríguez", "Forward", 18),
  player("p16", "Jesús Navas", "Forward", 22),
];
