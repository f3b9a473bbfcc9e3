// The chat-completion requests of spec section 7 (a system message and a user message each),
// plus the pre-match brief. Prompts and answers are in Spanish.
//
// The user message no longer carries the raw match list as JSON (about 30,000
// characters for one demo season, past the default model's context after a few seasons). It
// carries computed tables (season summary, players with their samples, formations, rivals) and
// as many recent matches as fit the chosen model's budget (budget.ts); answers cite table rows.
import { attendanceTable, matchesTable, playersTable, recordTable, summaryTable } from "./tables";
import type { AttendanceRow, PromptTable } from "./tables";
import type { ParticipationIndex } from "../domain/figures/participation";
import { squadFigures } from "../domain/analytics/players";
import { teamFigures } from "../domain/analytics/team";
import type { Formation, Match, Player, Rival } from "../domain/records/types";
import { promptBudget } from "./budget";

export type ChatMessage = { role: "system" | "user"; content: string };

/** What the prompts are computed from: the stored lists. */
export type PromptData = {
  matches: readonly Match[];
  players: readonly Player[];
  formations: readonly Formation[];
  rivals: readonly Rival[];
  /** The participation shared with the analytics (state/participation.ts), when there is one. */
  participation?: ParticipationIndex;
  /** Training attendance of the last four weeks, when any has been taken. */
  attendance?: readonly AttendanceRow[];
};

const DATA_NOTES =
  "Notas sobre los datos: todas las cifras son de nuestro equipo. En los resultados el primer número son SIEMPRE nuestros goles y el segundo los del rival, aunque jugáramos fuera (L local, V visitante). Cada cifra lleva su muestra (partidos, minutos) y un intervalo de confianza del 95 % entre corchetes; las filas con muestra «pequeña» no permiten conclusiones firmes: dilo si las usas. Las tablas pueden no incluir todos los partidos: se indica cuántos quedan fuera.";

const CITE =
  "Cita entre corchetes el código de cada fila que uses (por ejemplo [S2], [J3], [F1], [R4], [P7]); no uses cifras que no estén en las tablas.";

export const GENERATE_SYSTEM_PROMPT = [
  "Eres un analista de rendimiento del cuerpo técnico de un equipo de fútbol.",
  "Recibirás tablas calculadas a partir de los partidos registrados: resumen de la temporada, cifras por jugador con su muestra, formaciones, rivales y los partidos más recientes.",
  "Escribe solo conclusiones basadas estrictamente en esos datos: no especules, no inventes cifras y no des consejos genéricos. Si los datos no bastan para sacar una conclusión sobre un punto, dilo en una línea y pasa al siguiente.",
  "Analiza patrones en:",
  "1. Combinaciones de jugadores y posiciones que se repiten y sus resultados.",
  "2. El efecto de un jugador concreto: resultados con y sin él en la alineación.",
  "3. Rendimiento como local frente a visitante.",
  "4. Formación utilizada frente al resultado.",
  "5. Impacto de la alineación en los tiros y los goles, a favor y en contra.",
  "Responde en español y en Markdown bien formateado: un título por apartado, listas breves y tablas cuando comparen cifras.",
  CITE,
  DATA_NOTES,
].join("\n");

export const ASK_SYSTEM_PROMPT = [
  "Eres un asistente de análisis del cuerpo técnico de un equipo de fútbol.",
  "Responde a la pregunta del usuario usando las tablas calculadas a partir de los partidos registrados que recibirás. Básate en esos datos y di claramente cuándo no bastan para responder.",
  "Responde en español con un formato fácil de leer: Markdown con títulos cortos, listas y tablas cuando ayuden.",
  CITE,
  DATA_NOTES,
].join("\n");

/** The tables in the order they are kept when the budget is short (matches last). */
export function promptTables(data: PromptData): PromptTable[] {
  const team = teamFigures(data.matches, data);
  const squad = squadFigures(data.players, data.matches, undefined, data.participation);
  // Order and shares (docs/analytics.md): the summary and formations are small and always fit;
  // players may take up to 45 % of what is left, rivals up to 35 % of what is left after them,
  // and the recent matches get the rest.
  return [
    summaryTable(team),
    recordTable("Formaciones", "F", "Formación", team.formations, "formaciones"),
    { ...playersTable(squad), maxShare: 0.45 },
    { ...recordTable("Rivales", "R", "Rival", team.rivals, "rivales"), maxShare: 0.35 },
    ...(data.attendance?.some((r) => r.sessions > 0)
      ? [{ ...attendanceTable(data.attendance), maxShare: 0.2 }]
      : []),
    matchesTable(data.matches),
  ];
}

/**
 * Tables as Markdown within `maxChars`: whole tables in order while they fit; the first that
 * does not fit keeps as many of its rows as fit (plus a line saying how many were left out),
 * and every later table keeps its heading and what fits too.
 */
export function fitTables(tables: readonly PromptTable[], maxChars: number): string {
  const parts: string[] = [];
  let left = maxChars;
  for (const t of tables) {
    const note = t.omitted(t.rows.length);
    const allowed = t.maxShare === undefined ? left : Math.floor(left * t.maxShare);
    // Heading plus the longest possible note must fit, else the table is left out entirely.
    if (t.head.length + note.length + 4 > allowed) continue;
    const spare = left - allowed;
    left = allowed - (t.head.length + 2);
    const kept: string[] = [];
    for (let i = 0; i < t.rows.length; i++) {
      const row = t.rows[i]!;
      const rest = t.rows.length - i - 1;
      const tail = rest > 0 ? t.omitted(rest).length + 1 : 0;
      if (row.length + 1 + tail > left) {
        break;
      }
      kept.push(row);
      left -= row.length + 1;
    }
    const cut = t.rows.length - kept.length;
    const lines = [t.head, ...kept];
    if (cut > 0) {
      const line = t.omitted(cut);
      lines.push(line);
      left -= line.length + 1;
    }
    left += spare;
    parts.push(lines.join("\n"));
  }
  return parts.join("\n\n");
}

function userContent(data: PromptData, systemChars: number, model: string, suffix = ""): string {
  const budget = promptBudget(model).inputChars - systemChars - suffix.length;
  return fitTables(promptTables(data), Math.max(0, budget)) + suffix;
}

/** Generate insights: the tables, fitted to the model's budget. */
export function generateMessages(data: PromptData, model: string): ChatMessage[] {
  return [
    { role: "system", content: GENERATE_SYSTEM_PROMPT },
    { role: "user", content: userContent(data, GENERATE_SYSTEM_PROMPT.length, model) },
  ];
}

/** Ask a question: the tables plus the question (the question is always sent whole). */
export function askMessages(data: PromptData, question: string, model: string): ChatMessage[] {
  const suffix = `\n\nPregunta: ${question.trim()}`;
  return [
    { role: "system", content: ASK_SYSTEM_PROMPT },
    { role: "user", content: userContent(data, ASK_SYSTEM_PROMPT.length, model, suffix) },
  ];
}

export const BRIEF_SYSTEM_PROMPT = [
  "Eres un analista del cuerpo técnico de un equipo de fútbol y preparas el informe previo al próximo partido.",
  "Recibirás tablas calculadas: el partido y el rival (con las notas del cuerpo técnico), los últimos enfrentamientos, el once probable con las cifras de cada jugador y su muestra, y las bajas.",
  "Escribe un informe en Markdown con estos apartados: «Rival», «Historial», «Once probable», «Disponibilidad» y «Claves del partido». Básate solo en las tablas: no inventes cifras ni datos del rival que no estén en ellas, y si faltan datos, dilo.",
  "Responde en español, con frases breves y listas; es un documento para imprimir.",
  CITE,
  DATA_NOTES,
].join("\n");

/** The pre-match brief: its tables, fitted to the model's budget. */
export function briefMessages(tables: readonly PromptTable[], model: string): ChatMessage[] {
  const budget = promptBudget(model).inputChars - BRIEF_SYSTEM_PROMPT.length;
  return [
    { role: "system", content: BRIEF_SYSTEM_PROMPT },
    { role: "user", content: fitTables(tables, Math.max(0, budget)) },
  ];
}
