import { describe, expect, it } from "vitest";
import {
  attendanceCsv,
  BOM,
  csvField,
  MATCH_COLUMNS,
  matchesCsv,
  PLAYER_COLUMNS,
  playersCsv,
  toCsv,
} from "./csv";
import { parseCsv as parse } from "../../testing/csv-reader";
import { makeMatch, makePlayer } from "../../testing/fixtures";

describe("csvField", () => {
  it("leaves plain text and numbers alone", () => {
    expect(csvField("Álvaro Méndez")).toBe("Álvaro Méndez");
    expect(csvField(12)).toBe("12");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(undefined)).toBe("");
    expect(csvField(Number.NaN)).toBe("");
  });
  it("quotes separators, quotes, line breaks and edge spaces", () => {
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField('El "Flaco"')).toBe('"El ""Flaco"""');
    expect(csvField("línea\notra")).toBe('"línea\notra"');
    expect(csvField(" x")).toBe('" x"');
    expect(csvField("1,5")).toBe('"1,5"');
  });
  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-abc")).toBe("'-abc");
  });
});

describe("toCsv", () => {
  it("starts with a BOM and round-trips awkward values", () => {
    const csv = toCsv(
      ["A", "B"],
      [
        ["x;y", 'z"'],
        ["ñ", 1],
      ],
    );
    expect(csv.startsWith(BOM)).toBe(true);
    expect(parse(csv)).toEqual([
      ["A", "B"],
      ["x;y", 'z"'],
      ["ñ", "1"],
    ]);
  });
});

describe("playersCsv", () => {
  it("has the player columns and their stats, in Spanish", () => {
    const p = makePlayer("Íñigo Peña; hijo", {
      position: "Defender",
      number: 4,
      height: 182,
      birthdate: "2000-02-09",
      preferredFoot: "Left",
      stats: { goals: 3, assists: 2, matches: 10, minutesPlayed: 845, yellowCards: 1, redCards: 0 },
    });
    const rows = parse(playersCsv([p]));
    expect(rows[0]).toEqual([...PLAYER_COLUMNS]);
    expect(rows[1]).toEqual([
      "Íñigo Peña; hijo",
      "Defensa",
      "4",
      "182",
      "",
      "09/02/2000",
      "Izquierdo",
      "10",
      "845",
      "3",
      "2",
      "1",
      "0",
    ]);
  });
});

describe("matchesCsv", () => {
  it("lists matches newest first with every event", () => {
    const older = makeMatch({
      id: "a",
      date: "2024-03-01",
      rival: "Racing",
      score: { home: 0, away: 0 },
    });
    const newer = makeMatch({
      id: "b",
      date: "2024-04-14",
      rival: "Atlético Ribera",
      location: "away",
      score: { home: 2, away: 1 },
      formation: "Clásica",
      shotsFor: 11,
      shotsAgainst: 6,
      scorers: [
        { player: "Diego", minute: 12 },
        { player: "Lucas", minute: 80 },
      ],
      assists: ["Hugo"],
      cards: [{ player: "Raúl", type: "yellow" }],
      subs: [{ playerOut: "Diego", playerIn: "Tomás", minute: 70 }],
    });
    const rows = parse(matchesCsv([older, newer]));
    expect(rows[0]).toEqual([...MATCH_COLUMNS]);
    expect(rows[1]).toEqual([
      "14/04/2024",
      "Atlético Ribera",
      "Visitante",
      "2",
      "1",
      "2-1",
      "Clásica",
      "11",
      "6",
      "Diego (12') | Lucas (80')",
      "Hugo",
      "Raúl (amarilla)",
      "70': entra Tomás, sale Diego",
    ]);
    expect(rows[2]![0]).toBe("01/03/2024");
    expect(rows).toHaveLength(3);
  });
});

describe("attendanceCsv", () => {
  it("writes one row per player and session taken, oldest first, with its labels", () => {
    const ana = makePlayer("Ana", { id: "p1" });
    const s = (id: string, date: string) => ({
      id: id as never,
      date,
      time: "19:00",
      minutes: 90,
      place: "Campo 2",
      focus: "Presión",
      status: "programado" as const,
    });
    const text = attendanceCsv(
      [s("s2", "2026-11-26"), s("s1", "2026-11-24")],
      [
        {
          id: "a2" as never,
          sessionId: "s2" as never,
          marks: [{ playerId: "p1" as never, status: "ausente" }],
        },
        {
          id: "a1" as never,
          sessionId: "s1" as never,
          marks: [{ playerId: "p1" as never, status: "presente", minutes: 60, rpe: 7 }],
        },
      ],
      [ana],
    );
    expect(text.split("\r\n").slice(0, 3)).toEqual([
      `${BOM}Fecha;Hora;Duración (min);Lugar;Objetivo;Sesión;Jugador;Asistencia;Minutos (si se fue antes);RPE`,
      "24/11/2026;19:00;90;Campo 2;Presión;Programado;Ana;Presente;60;7",
      "26/11/2026;19:00;90;Campo 2;Presión;Programado;Ana;Ausente;;",
    ]);
  });
});
