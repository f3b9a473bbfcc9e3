import { describe, expect, it } from "vitest";
import {
  FIELD_LABELS,
  compareVersions,
  describeDoc,
  formatValue,
  mergeVersions,
} from "./conflicts";

const base = {
  id: "m1",
  docType: "match",
  order: 3,
  date: "2026-11-20",
  rival: "Atlético Sur",
  rivalId: "r1",
  score: { home: 3, away: 0 },
  cards: [{ player: "Ana", type: "yellow" }],
  shotsFor: 10,
};
const theirs = {
  ...base,
  rival: "Atlético Norte",
  rivalId: "r2",
  score: { home: 0, away: 0 },
  cards: [{ player: "Ana", type: "red", minute: 60 }],
};

describe("compareVersions", () => {
  it("lists the shown fields with Spanish labels, differing fields first, ids and bookkeeping hidden", () => {
    const rows = compareVersions([base, theirs]);
    expect(rows.filter((r) => !r.same).map((r) => r.label)).toEqual([
      "Rival",
      "Resultado",
      "Tarjetas",
    ]);
    expect(rows.filter((r) => r.same).map((r) => r.label)).toEqual(["Fecha", "Tiros a favor"]);
    expect(rows.some((r) => ["id", "rivalId", "order", "docType"].includes(r.field))).toBe(false);
  });

  it("shows a delete against an edit as the field 'Eliminado'", () => {
    const rows = compareVersions([
      { ...base, deleted: true },
      { ...base, shotsFor: 12 },
    ]);
    expect(rows[0]).toMatchObject({ label: "Eliminado", values: [true, false], same: false });
    expect(rows[1]).toMatchObject({ label: "Tiros a favor", values: [10, 12], same: false });
  });
});

describe("mergeVersions", () => {
  it("takes the base version and, per chosen field, the other version's value with its linked id", () => {
    const merged = mergeVersions([base, theirs], 0, { cards: 1, rival: 1 });
    expect(merged).toEqual({
      ...base,
      cards: theirs.cards,
      rival: "Atlético Norte",
      rivalId: "r2",
    });
  });

  it("keeps a delete only when the chosen version is deleted", () => {
    const deleted = { ...base, deleted: true };
    expect(mergeVersions([deleted, theirs], 0, { deleted: 1 })).not.toHaveProperty("deleted");
    expect(mergeVersions([theirs, deleted], 0, { deleted: 1 }).deleted).toBe(true);
  });

  it("drops a field the chosen version does not have", () => {
    const { shotsFor: _s, ...noShots } = theirs;
    void _s;
    expect(mergeVersions([base, noShots], 0, { shotsFor: 1 })).not.toHaveProperty("shotsFor");
  });
});

describe("formatValue and describeDoc", () => {
  it("reads values as a person would", () => {
    expect(formatValue("score", { home: 2, away: 1 })).toBe("2–1");
    expect(formatValue("cards", [{ player: "Ana", type: "red", minute: 60 }])).toBe(
      "60' Ana (roja)",
    );
    expect(formatValue("subs", [{ playerOut: "Ana", playerIn: "Eva", minute: 70 }])).toBe(
      "70' Ana → Eva",
    );
    expect(formatValue("preferredFoot", "Left")).toBe("Izquierdo");
    expect(formatValue("location", "away")).toBe("Visitante");
    expect(formatValue("deleted", true)).toBe("Sí (eliminado)");
    expect(formatValue("photo", "")).toBe("—");
  });

  it("names documents in Spanish", () => {
    expect(describeDoc("match:m1", base)).toBe("Partido: 2026-11-20 · Atlético Sur");
    expect(describeDoc("player:p1", { name: "Ana" })).toBe("Jugador: Ana");
    expect(describeDoc("settings:team", {})).toBe("Datos del equipo");
  });

  it("cuts long names, so a name of megabytes never reaches a message whole", () => {
    expect(describeDoc("player:p1", { name: "N".repeat(5_000_000) })).toBe(
      `Jugador: ${"N".repeat(60)}…`,
    );
  });
});

describe("versions nested thousands of levels", () => {
  it("are compared and shown without overflowing the stack", () => {
    let deep: unknown = "fondo";
    for (let i = 0; i < 3000; i++) deep = { a: deep };
    const rows = compareVersions([
      { name: "Ana", extra: deep },
      { name: "Ana", extra: [deep] },
    ]);
    expect(rows.map((r) => [r.field, r.same])).toEqual([
      ["extra", false],
      ["name", true],
    ]);
    expect(() => formatValue("extra", [deep])).not.toThrow();
  });

  it("a value of megabytes is shown cut", () => {
    expect(formatValue("name", "N".repeat(5_000_000))).toBe(`${"N".repeat(5000)}…`);
  });
});

describe("the conflicts screen's words", () => {
  it("labels every field in Spanish and never shows the example team's internal mark", () => {
    const a = { docType: "player", order: 1, demo: true, name: "Ana", position: "Defender", x1: 1 };
    const b = { ...a, name: "Ana Gil", position: "Midfielder", x1: 2 };
    const rows = compareVersions([a, b]);
    const labels = rows.map((r) => r.label);
    expect(labels).not.toContain("Equipo de ejemplo");
    expect(labels).not.toContain("demo");
    expect(labels).not.toContain("x1");
    expect(labels).toEqual(expect.arrayContaining(["Nombre", "Posición", "Otro dato"]));
    expect(rows.map((r) => r.field)).not.toContain("demo");
  });

  it("names positions as the rest of the app does, and figures' keys in Spanish", () => {
    expect(formatValue("position", "Defender")).toBe("Defensa");
    expect(formatValue("position", "Goalkeeper")).toBe("Portero");
    expect(formatValue("position", "Midfielder")).toBe("Centrocampista");
    expect(formatValue("stats", { goals: 2, minutesPlayed: 90 })).toBe(
      "goles: 2; contador de minutos: 90",
    );
    expect(formatValue("formationPlayers", { "Posición 1": "Ana" })).toBe("Posición 1: Ana");
  });
});

describe("field labels come from the record modules", () => {
  it("gives every field the label the conflicts screen showed before the tables moved", () => {
    const before: Record<string, string> = {
      deleted: "Eliminado",
      name: "Nombre",
      position: "Posición",
      number: "Dorsal",
      height: "Altura (cm)",
      weight: "Peso (kg)",
      birthdate: "Fecha de nacimiento",
      preferredFoot: "Pie preferido",
      photo: "Foto",
      openingStats: "Estadísticas iniciales",
      openingTotals: "Totales iniciales",
      type: "Tipo",
      defenderLines: "Líneas de defensa",
      midfielderLines: "Líneas de medio campo",
      forwardLines: "Líneas de ataque",
      players: "Jugadores",
      roles: "Roles",
      goalkeeper: "Portero",
      logo: "Escudo",
      homeGround: "Estadio",
      primaryColor: "Color principal",
      secondaryColor: "Color secundario",
      matchHistory: "Historial",
      matches: "Partidos anteriores",
      date: "Fecha",
      rival: "Rival",
      opponent: "Oponente",
      location: "Localía",
      score: "Resultado",
      scorers: "Goles",
      assists: "Asistencias",
      formation: "Formación",
      formationUsed: "Formación usada",
      formationPlayers: "Alineación",
      lineup: "Alineación",
      cards: "Tarjetas",
      subs: "Cambios",
      suggestionIds: "Ideas de cambio",
      shotsFor: "Tiros a favor",
      shotsAgainst: "Tiros en contra",
      season: "Temporada",
      competition: "Competición",
      periodMinutes: "Minutos por parte",
      rivalGoalMinutes: "Minutos de los goles del rival",
      shotsTimeline: "Tiros",
      events: "Eventos en directo",
      text: "Texto",
      meta: "Detalles",
      crest: "Escudo del equipo",
      seasonStartMonth: "Primer mes de la temporada",
      setup: "Preparación",
      clock: "Reloj",
      queue: "Cambios preparados",
      event: "Evento",
      rivalId: "Rival (enlace)",
      stats: "Estadísticas",
      gamesPlayed: "Partidos jugados",
      wins: "Victorias",
      draws: "Empates",
      losses: "Derrotas",
      goalsFor: "Goles a favor",
      goalsAgainst: "Goles en contra",
      matchesPlayed: "Partidos jugados",
      notes: "Notas",
      note: "Nota",
      time: "Hora",
      venue: "Campo",
      squadIds: "Convocados",
      meetTime: "Citación: hora",
      meetPlace: "Citación: lugar",
      playerNotes: "Notas para los jugadores",
      answerBy: "Responder antes de",
      fixtureId: "Próximo partido",
      matchId: "Partido",
      planId: "Plan de partido",
      playerId: "Jugador",
      kind: "Tipo",
      from: "Desde",
      until: "Hasta",
      question: "Pregunta",
      savedAt: "Guardado",
      yellowCardLimit: "Amarillas para sanción",
      minute: "Minuto",
      // Added with the players' accounts.
      user: "Cuenta para respuestas",
      // Added with each player's own database.
      playersSeeWhoGoes: "Los jugadores ven quién va",
    };
    // The training records' fields came after (docs/training.md).
    const training: Record<string, string> = {
      minutes: "Duración (min)",
      place: "Lugar",
      focus: "Objetivo",
      status: "Estado",
      seriesDate: "Fecha en la serie",
      blocks: "Plan de la sesión",
      weekdays: "Días",
      marks: "Asistencia",
    };
    expect(FIELD_LABELS).toEqual({ ...before, ...training });
  });
});
