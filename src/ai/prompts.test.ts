import { describe, expect, it } from "vitest";
import type { Match } from "../domain/types";
import {
  ASK_SYSTEM_PROMPT,
  askMessages,
  GENERATE_SYSTEM_PROMPT,
  generateMessages,
} from "./prompts";

const match = {
  id: "m1",
  date: "2024-04-14",
  rival: "Atlético Norte",
  opponent: "Atlético Norte",
  location: "home",
  score: { home: 2, away: 1 },
  scorers: [],
  assists: [],
  formation: "Clásica",
  formationUsed: "Clásica",
  formationPlayers: {},
  cards: [],
  subs: [],
  shotsFor: 10,
  shotsAgainst: 4,
} satisfies Match;

describe("generateMessages", () => {
  it("is a system message with the analysis brief and a user message with all matches as JSON", () => {
    const [system, user, ...rest] = generateMessages([match, { ...match, id: "m2" }]);
    expect(rest).toEqual([]);
    expect(system).toEqual({ role: "system", content: GENERATE_SYSTEM_PROMPT });
    expect(user!.role).toBe("user");
    expect(JSON.parse(user!.content)).toEqual([match, { ...match, id: "m2" }]);
  });

  it("asks for data-only conclusions and each pattern of spec section 7", () => {
    for (const idea of [
      "estrictamente",
      "no especules",
      "consejos genéricos",
      "bien formateado",
      "Combinaciones de jugadores y posiciones",
      "efecto de un jugador",
      "local frente a visitante",
      "Formación utilizada frente al resultado",
      "tiros y los goles",
    ]) {
      expect(GENERATE_SYSTEM_PROMPT).toContain(idea);
    }
  });

  it("explains that score.home is always our goals", () => {
    expect(GENERATE_SYSTEM_PROMPT).toMatch(/score\.home son SIEMPRE los goles de nuestro equipo/);
  });
});

describe("askMessages", () => {
  it("holds the matches JSON plus the trimmed question, under an easy-to-read brief", () => {
    const [system, user] = askMessages([match], "  ¿Quién marca más?\n");
    expect(system).toEqual({ role: "system", content: ASK_SYSTEM_PROMPT });
    expect(ASK_SYSTEM_PROMPT).toContain("fácil de leer");
    expect(user!.content).toContain(JSON.stringify([match]));
    expect(user!.content.endsWith("Pregunta: ¿Quién marca más?")).toBe(true);
  });
});
