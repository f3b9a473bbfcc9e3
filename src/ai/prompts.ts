// The two chat-completion requests of spec section 7: a system message and a user message each.
// Prompts and answers are in Spanish.
import type { Match } from "../domain/types";

export type ChatMessage = { role: "system" | "user"; content: string };

// Our stored score is not "home team first": score.home is always our goals. Without saying so
// the model reads away games backwards.
const DATA_NOTES =
  "Notas sobre los datos: cada partido es de nuestro equipo. score.home son SIEMPRE los goles de nuestro equipo y score.away los del rival, aunque el partido se jugara fuera; location indica si jugamos de local (home) o de visitante (away). formationPlayers asigna cada posición ('Posición N') al jugador que la ocupó; subs son los cambios (playerIn entró en el minuto indicado); shotsFor y shotsAgainst son los tiros a favor y en contra.";

export const GENERATE_SYSTEM_PROMPT = [
  "Eres un analista de rendimiento del cuerpo técnico de un equipo de fútbol.",
  "Recibirás la lista completa de partidos registrados en formato JSON.",
  "Escribe solo conclusiones basadas estrictamente en esos datos: no especules, no inventes cifras y no des consejos genéricos. Si los datos no bastan para sacar una conclusión sobre un punto, dilo en una línea y pasa al siguiente.",
  "Analiza patrones en:",
  "1. Combinaciones de jugadores y posiciones que se repiten y sus resultados.",
  "2. El efecto de un jugador concreto: resultados con y sin él en la alineación.",
  "3. Rendimiento como local frente a visitante.",
  "4. Formación utilizada frente al resultado.",
  "5. Impacto de la alineación en los tiros y los goles, a favor y en contra.",
  "Responde en español y en Markdown bien formateado: un título por apartado, listas breves y tablas cuando comparen cifras. Cita las cifras que respaldan cada conclusión.",
  DATA_NOTES,
].join("\n");

export const ASK_SYSTEM_PROMPT = [
  "Eres un asistente de análisis del cuerpo técnico de un equipo de fútbol.",
  "Responde a la pregunta del usuario usando los partidos registrados que recibirás en formato JSON. Básate en esos datos y di claramente cuándo no bastan para responder.",
  "Responde en español con un formato fácil de leer: Markdown con títulos cortos, listas y tablas cuando ayuden.",
  DATA_NOTES,
].join("\n");

/** Generate insights: the user message is the whole stored matches list as JSON. */
export function generateMessages(matches: readonly Match[]): ChatMessage[] {
  return [
    { role: "system", content: GENERATE_SYSTEM_PROMPT },
    { role: "user", content: JSON.stringify(matches) },
  ];
}

/** Ask a question: the user message holds the matches list as JSON plus the question. */
export function askMessages(matches: readonly Match[], question: string): ChatMessage[] {
  return [
    { role: "system", content: ASK_SYSTEM_PROMPT },
    {
      role: "user",
      content: `Partidos registrados (JSON):\n${JSON.stringify(matches)}\n\nPregunta: ${question.trim()}`,
    },
  ];
}
