// A small team in the spec's shapes, with what a byte-for-byte round trip must survive: accents,
// an emoji, a semicolon and quotes in names, and fields this app does not know.
import { storedMatch } from "../src/testing/fixtures";
import { defaultFormation, player, rival, squad, stats } from "./fixtures";

export const dataPlayers = [
  player("p1", "Íñigo Martínez", "Defender", 4, {
    stats: stats({ goals: 2, assists: 1, matches: 3, minutesPlayed: 270, yellowCards: 1 }),
    apodo: "El Muro 🧱",
  }),
  player("p2", 'Juan "Juanito"; Pérez', "Forward", 9, {
    stats: stats({ goals: 5, assists: 2, matches: 3, minutesPlayed: 250 }),
  }),
  ...squad.slice(2, 6),
];

export const dataMatches = [
  storedMatch("m1", "2024-03-10", "Atlético Ñandú", {
    score: { home: 2, away: 1 },
    scorers: [
      { player: 'Juan "Juanito"; Pérez', minute: 12 },
      { player: "Íñigo Martínez", minute: 77 },
    ],
    assists: ["Íñigo Martínez"],
    formationUsed: "1-4-4-2",
    formationPlayers: { "Posición 2": "Íñigo Martínez", "Posición 10": 'Juan "Juanito"; Pérez' },
    cards: [{ player: "Íñigo Martínez", type: "yellow" }],
    subs: [{ playerOut: 'Juan "Juanito"; Pérez', playerIn: "Carles Puyol", minute: 80 }],
    shotsFor: 11,
    shotsAgainst: 4,
    clima: "lluvia",
  }),
  storedMatch("m2", "2024-04-14", "Club Peñarol", {
    location: "away",
    formationUsed: "1-4-4-2",
    shotsFor: 5,
    shotsAgainst: 7,
  }),
];

export const dataSeed = {
  players: dataPlayers,
  matches: dataMatches,
  formations: [{ ...defaultFormation, gamesPlayed: 2, wins: 1, draws: 1 }],
  rivals: [
    rival("Atlético Ñandú", { notes: ["Presionan arriba — ojo al 10"], matchesPlayed: 1, wins: 1 }),
    rival("Club Peñarol"),
  ],
  matchPlans: [
    {
      id: "5f0c8a3e-1b2c-4d5e-8f90-a1b2c3d4e5f6",
      rival: "Club Peñarol",
      formation: "Clásica",
      lineup: { "Posición 1": "Gerard Piqué" },
    },
  ],
  savedInsights: ["## Conclusión\n\n- Se gana más **en casa** 🏠"],
  aiSettings: { baseUrl: "https://api.openai.com/v1", apiKey: "sk-e2e-secreto", model: "gpt-4" },
};

/** What the original product left in localStorage, saved as one JSON object with its keys. */
export const originalProductFile = {
  players: [player("o1", "Raúl González", "Forward", 7, { stats: stats({ goals: 9 }) })],
  matches: [],
  formations: [defaultFormation],
  rivals: [rival("Real Oviedo", { notes: ["Juegan al contragolpe"] })],
  matchPlans: [],
  savedInsights: [],
};

export const LIST_KEYS = [
  "players",
  "matches",
  "formations",
  "rivals",
  "matchPlans",
  "savedInsights",
] as const;
