// Data in the spec's exact shapes (section 3), as the original product stored it.
export const stats = (over: Partial<Record<string, unknown>> = {}) => ({
  goals: 0,
  assists: 0,
  matches: 0,
  minutesPlayed: 0,
  yellowCards: 0,
  redCards: 0,
  positions: {},
  ...over,
});

export function player(
  id: string,
  name: string,
  position: string,
  number: number,
  over: Record<string, unknown> = {},
) {
  return {
    id,
    name,
    position,
    number,
    height: 180,
    weight: 75,
    birthdate: "1998-05-14",
    preferredFoot: "Right",
    photo: "",
    stats: stats(),
    ...over,
  };
}

export const defaultFormation = {
  name: "Clásica",
  type: "1-4-4-2",
  gamesPlayed: 0,
  defenderLines: [4],
  midfielderLines: [4],
  forwardLines: [2],
  players: 11,
  roles: {
    "Posición 1": "Arquero",
    "Posición 2": "Defensor 1",
    "Posición 3": "Defensor 2",
    "Posición 4": "Defensor 3",
    "Posición 5": "Defensor 4",
    "Posición 6": "Mediocampista 1",
    "Posición 7": "Mediocampista 2",
    "Posición 8": "Mediocampista 3",
    "Posición 9": "Mediocampista 4",
    "Posición 10": "Delantero 1",
    "Posición 11": "Delantero 2",
  },
  goalkeeper: 1,
  wins: 0,
  draws: 0,
  losses: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  shotsFor: 0,
  shotsAgainst: 0,
};

export function rival(name: string, over: Record<string, unknown> = {}) {
  return {
    name,
    logo: "",
    homeGround: "Estadio Municipal",
    primaryColor: "#1d4ed8",
    secondaryColor: "#ffffff",
    notes: [],
    matchesPlayed: 0,
    wins: 0,
    losses: 0,
    draws: 0,
    matchHistory: [],
    matches: [],
    ...over,
  };
}

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
