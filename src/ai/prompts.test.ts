import { describe, expect, it } from "vitest";
import { SCALES, generateTeam } from "../../dev-data/generate";
import { makeMatch, makePlayer } from "../testing/fixtures";
import type { PromptTable } from "./tables";
import { promptBudget } from "./budget";
import {
  ASK_SYSTEM_PROMPT,
  BRIEF_SYSTEM_PROMPT,
  GENERATE_SYSTEM_PROMPT,
  askMessages,
  briefMessages,
  fitTables,
  generateMessages,
} from "./prompts";
import type { PromptData } from "./prompts";

const small: PromptData = {
  players: [makePlayer("Ana", { id: "ana" })],
  formations: [],
  rivals: [],
  matches: [
    makeMatch({
      id: "m1",
      date: "2024-04-14",
      rival: "Atlético Norte",
      score: { home: 2, away: 1 },
      formationPlayers: { "Posición 1": "Ana" },
      formationPlayerIds: { "Posición 1": "ana" },
      scorers: [{ player: "Ana", minute: 12, playerId: "ana" }],
      shotsFor: 10,
      shotsAgainst: 4,
    }),
  ],
};

const total = (messages: { content: string }[]) =>
  messages.reduce((n, m) => n + m.content.length, 0);

describe("generateMessages", () => {
  it("is a system message and a user message with the computed tables, not JSON", () => {
    const [system, user, ...rest] = generateMessages(small, "gpt-4");
    expect(rest).toEqual([]);
    expect(system).toEqual({ role: "system", content: GENERATE_SYSTEM_PROMPT });
    expect(user!.role).toBe("user");
    expect(user!.content).toContain("### Resumen de la temporada");
    expect(user!.content).toContain("### Jugadores (por 90 minutos, IC 95 %)");
    expect(user!.content).toContain("### Formaciones");
    expect(user!.content).toContain("### Rivales");
    expect(user!.content).toContain("| P1 | 2024-04-14 | Atlético Norte | L | 2-1 V |");
    expect(user!.content).toMatch(/\| J1 \| Ana \| Delantero \| 1 \(1 tit\.\) \| 90 \| 100 %/);
    expect(() => JSON.parse(user!.content)).toThrow();
  });

  it("keeps the spec's brief: data-only conclusions and each pattern of section 7", () => {
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

  it("asks answers to cite the table rows and explains the score order", () => {
    for (const p of [GENERATE_SYSTEM_PROMPT, ASK_SYSTEM_PROMPT, BRIEF_SYSTEM_PROMPT]) {
      expect(p).toContain("Cita entre corchetes el código de cada fila");
      expect(p).toContain("el primer número son SIEMPRE nuestros goles");
    }
  });
});

describe("askMessages", () => {
  it("holds the tables plus the trimmed question, under an easy-to-read brief", () => {
    const [system, user] = askMessages(small, "  ¿Quién marca más?\n", "gpt-4");
    expect(system!.content).toBe(ASK_SYSTEM_PROMPT);
    expect(ASK_SYSTEM_PROMPT).toContain("fácil de leer");
    expect(user!.content).toContain("### Resumen de la temporada");
    expect(user!.content.endsWith("\n\nPregunta: ¿Quién marca más?")).toBe(true);
  });
});

describe("the token budget with a long history", () => {
  // The bench's 'large' scale, 1,000 matches and 60 players, is already more than any model's
  // budget holds; the 'huge' one is built by the bench only (it costs seconds to generate).
  const large = generateTeam({ ...SCALES.large, seed: 7 });
  const data: PromptData = large;

  for (const model of ["gpt-4", "gpt-3.5-turbo", "gpt-4o", "llama3:8b"]) {
    it(`${model}: generate and ask stay within the budget and carry every table`, () => {
      const budget = promptBudget(model).inputChars;
      const gen = generateMessages(data, model);
      const ask = askMessages(data, "¿Qué formación nos da más puntos?", model);
      expect(total(gen)).toBeLessThanOrEqual(budget);
      expect(total(ask)).toBeLessThanOrEqual(budget);
      for (const heading of ["Resumen de la temporada", "Jugadores", "Formaciones", "Rivales"]) {
        expect(gen[1]!.content).toContain(`### ${heading}`);
      }
      // Recent matches always get a share of the budget.
      expect(gen[1]!.content).toMatch(/^\| P1 \| \d{4}-\d\d-\d\d \|/m);
      // Not all 1,000 matches fit: the message says how many were left out.
      expect(gen[1]!.content).toMatch(/No caben en este mensaje: [\d.]+ partidos anteriores más/);
    });
  }

  it("a larger model gets more recent matches", () => {
    const rows = (model: string) =>
      (generateMessages(data, model)[1]!.content.match(/^\| P\d+ \|/gm) ?? []).length;
    expect(rows("gpt-4o")).toBeGreaterThan(rows("gpt-4"));
  });
});

describe("fitTables", () => {
  const t: PromptTable = {
    title: "T",
    head: "### T\n| a |\n|---|",
    rows: ["| 1 |", "| 2 |", "| 3 |"],
    omitted: (n) => `(${n} más)`,
  };
  it("keeps whole tables when they fit", () => {
    expect(fitTables([t], 1000)).toBe("### T\n| a |\n|---|\n| 1 |\n| 2 |\n| 3 |");
  });
  it("cuts rows from the end and says how many, never past the limit", () => {
    for (let max = 0; max < 60; max++) {
      const out = fitTables([t, t], max);
      expect(out.length).toBeLessThanOrEqual(max);
    }
    expect(fitTables([t], 34)).toBe("### T\n| a |\n|---|\n| 1 |\n(2 más)");
  });
});

describe("briefMessages", () => {
  it("a system message for the brief and the tables as the user message", () => {
    const [system, user] = briefMessages(
      [{ title: "X", head: "### X\n| a |\n|---|", rows: ["| 1 |"], omitted: () => "" }],
      "gpt-4",
    );
    expect(system!.content).toBe(BRIEF_SYSTEM_PROMPT);
    expect(BRIEF_SYSTEM_PROMPT).toContain("«Once probable»");
    expect(user!.content).toBe("### X\n| a |\n|---|\n| 1 |");
  });
});
