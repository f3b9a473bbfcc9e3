// The demo team's fixed cast: its squad, the formations it plays (with their roles and how
// often), and its league's rivals with grounds, colours and scouting notes. The season drawn
// from them is team.ts's job.
import type { FormationLines } from "../domain/squad/formation-roles";
import type { PlayerPosition, PreferredFoot } from "../domain/records/types";

export type Bio = [
  name: string,
  pos: PlayerPosition,
  num: number,
  cm: number,
  kg: number,
  born: string,
  foot: PreferredFoot,
];

export const SQUAD: Bio[] = [
  ["Iker Salvatierra", "Goalkeeper", 1, 188, 82, "1996-03-11", "Right"],
  ["Rubén Carmona", "Goalkeeper", 13, 185, 80, "2001-08-27", "Right"],
  ["Álvaro Méndez", "Defender", 2, 178, 72, "1999-05-04", "Right"],
  ["Sergio Ibáñez", "Defender", 4, 186, 81, "1995-11-19", "Right"],
  ["Daniel Peña", "Defender", 5, 184, 79, "1998-01-30", "Left"],
  ["Jorge Núñez", "Defender", 3, 176, 70, "2000-07-15", "Left"],
  ["Pablo Herrero", "Defender", 15, 182, 77, "2002-02-08", "Right"],
  ["Marcos Villalba", "Defender", 22, 180, 75, "1997-09-23", "Both"],
  ["Nicolás Ortega", "Defender", 24, 179, 74, "2003-04-02", "Right"],
  ["Raúl Castaño", "Midfielder", 6, 181, 76, "1994-12-12", "Right"],
  ["Adrián Lozano", "Midfielder", 8, 175, 69, "1998-06-18", "Right"],
  ["Hugo Espinosa", "Midfielder", 10, 172, 66, "1999-10-09", "Left"],
  ["Mario Gallardo", "Midfielder", 14, 177, 71, "2001-03-21", "Both"],
  ["Víctor Saldaña", "Midfielder", 16, 174, 68, "2002-11-05", "Right"],
  ["Óscar Beltrán", "Midfielder", 18, 179, 73, "1997-01-14", "Right"],
  ["Joaquín Ferrer", "Midfielder", 20, 170, 65, "2004-05-28", "Left"],
  ["Samuel Rivas", "Forward", 7, 176, 70, "1998-08-08", "Right"],
  ["Diego Montaño", "Forward", 9, 185, 80, "1996-04-17", "Right"],
  ["Lucas Quintero", "Forward", 11, 173, 67, "2000-12-01", "Left"],
  ["Gonzalo Arias", "Forward", 17, 182, 78, "1999-02-25", "Both"],
  ["Tomás Robles", "Forward", 19, 178, 72, "2003-09-13", "Right"],
  ["Ángel Fuentes", "Forward", 21, 171, 66, "2004-01-19", "Right"],
];

export type FormationSeed = {
  name: string;
  lines: FormationLines;
  roles: string[];
  weight: number;
};

export const FORMATIONS: FormationSeed[] = [
  {
    name: "Clásica",
    lines: { defenderLines: [4], midfielderLines: [4], forwardLines: [2] },
    roles: [
      "Arquero",
      "Lateral derecho",
      "Central derecho",
      "Central izquierdo",
      "Lateral izquierdo",
      "Volante derecho",
      "Pivote",
      "Interior",
      "Volante izquierdo",
      "Segundo punta",
      "Delantero centro",
    ],
    weight: 0.5,
  },
  {
    name: "Presión alta",
    lines: { defenderLines: [4], midfielderLines: [3], forwardLines: [3] },
    roles: [
      "Arquero",
      "Lateral derecho",
      "Central derecho",
      "Central izquierdo",
      "Lateral izquierdo",
      "Mediocentro",
      "Interior derecho",
      "Interior izquierdo",
      "Extremo derecho",
      "Delantero centro",
      "Extremo izquierdo",
    ],
    weight: 0.35,
  },
  {
    name: "Cerrojo",
    lines: { defenderLines: [5], midfielderLines: [3], forwardLines: [2] },
    roles: [],
    weight: 0.15,
  },
];

export const RIVALS: [
  name: string,
  ground: string,
  primary: string,
  secondary: string,
  notes: string[],
][] = [
  [
    "Atlético Ribera",
    "Campo Municipal La Ribera",
    "#b91c1c",
    "#ffffff",
    [
      "Presionan muy arriba los primeros 20 minutos.",
      "Su lateral izquierdo sube mucho: atacar su espalda.",
    ],
  ],
  ["CD Los Pinos", "Estadio Los Pinos", "#166534", "#facc15", ["Muy fuertes a balón parado."]],
  [
    "Racing Valle Norte",
    "Polideportivo Valle Norte",
    "#1d4ed8",
    "#ffffff",
    [
      "Juegan en 1-4-3-3 con extremos rápidos.",
      "El 9 cae a recibir: vigilar la espalda del pivote.",
    ],
  ],
  ["Unión Deportiva Alameda", "Campo de La Alameda", "#f97316", "#111827", []],
  [
    "Club Deportivo Sierra Alta",
    "Ciudad Deportiva Sierra Alta",
    "#0f766e",
    "#ffffff",
    ["Defienden en bloque bajo; paciencia con balón."],
  ],
  [
    "Real Villanueva",
    "Nuevo Campo Villanueva",
    "#6d28d9",
    "#fde68a",
    ["Portero inseguro por alto."],
  ],
  ["Deportivo San Roque", "Campo San Roque", "#0369a1", "#e0f2fe", []],
  [
    "Juventud Puerto Chico",
    "Estadio del Puerto",
    "#be123c",
    "#fef2f2",
    ["Equipo joven, se cansan en la segunda parte."],
  ],
];
