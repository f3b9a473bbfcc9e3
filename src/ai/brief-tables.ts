// The pre-match brief's input (domain/analytics/pre-match.ts) as the tables the model reads,
// each row with a code (B1…, H1…, X1…, D1…) the answer cites.
import type { PreMatchBriefInput } from "../domain/analytics/pre-match";
import { formatEstimate } from "../domain/analytics/format-figures";
import { formatDecimal, formatInteger, formatPercent } from "../domain/base/format";
import { positionName, table as t } from "./tables";
import type { PromptTable } from "./tables";

const LOCATION: Record<string, string> = { home: "Local", away: "Visitante" };

/** The brief's input as tables for the prompt (codes B1…, H1…, X1…, D1…). */
export function briefTables(input: PreMatchBriefInput): PromptTable[] {
  const f = input.fixture;
  const h = input.headToHead;
  const basics: string[][] = [
    ["B1", "Rival", input.rival.name],
    ["B2", "Estadio del rival", input.rival.homeGround || "—"],
    [
      "B3",
      "Partido",
      f
        ? [f.date, f.time, f.location ? (LOCATION[f.location] ?? f.location) : "", f.competition]
            .filter(Boolean)
            .join(" · ")
        : "Sin fecha conocida",
    ],
    [
      "B4",
      "Historial (G-E-P)",
      `${h.wins}-${h.draws}-${h.losses} en ${h.matches} partidos; goles ${h.goalsFor}-${h.goalsAgainst}`,
    ],
    ...input.rival.notes.map((n, i) => [`B${i + 5}`, "Nota del rival", n]),
  ];
  const xi = input.likelyXI;
  const sourceText =
    xi.source === "plan"
      ? `según el último plan para este rival (${xi.formation})`
      : xi.source === "mostUsed"
        ? `el once más usado (${xi.formation}, ${xi.timesUsed} partidos)`
        : "sin datos";
  return [
    t("Partido y rival", ["Cód", "Dato", "Valor"], basics, "datos"),
    t(
      "Últimos enfrentamientos (del más reciente al más antiguo)",
      ["Cód", "Fecha", "L/V", "Resultado", "Formación", "Goles"],
      h.meetings.map((m, i) => [
        `H${i + 1}`,
        m.date,
        m.location === "away" ? "V" : "L",
        `${m.goalsFor}-${m.goalsAgainst}`,
        m.formation,
        m.scorers.join(", ") || "—",
      ]),
      "enfrentamientos",
    ),
    t(
      `Once probable: ${sourceText}`,
      [
        "Cód",
        "Jugador",
        "Pos",
        "Min (%)",
        "Goles/90",
        "Asist/90",
        "Pts/p titular (n)",
        "Muestra",
        "Disponibilidad",
      ],
      xi.players.map((p, i) => {
        const fig = p.figures;
        return [
          `X${i + 1}`,
          p.name,
          positionName(p.position),
          fig ? `${formatInteger(fig.minutes)} (${formatPercent(fig.minutesShare * 100)})` : "—",
          formatEstimate(fig?.goals),
          formatEstimate(fig?.assists),
          fig?.whenStarting.ppm
            ? `${formatDecimal(fig.whenStarting.ppm.value, 2)} (${fig.whenStarting.matches})`
            : "—",
          !fig || fig.minutes === 0 ? "sin minutos" : fig.goals?.reliable ? "ok" : "pequeña",
          p.unavailable ? `NO disponible: ${p.unavailable}` : "disponible",
        ];
      }),
      "jugadores",
    ),
    t(
      "Bajas",
      ["Cód", "Jugador", "Motivo", "En el once probable"],
      input.unavailable.map((u, i) => [`D${i + 1}`, u.name, u.reason, u.inLikelyXI ? "sí" : "no"]),
      "bajas",
    ),
  ];
}
