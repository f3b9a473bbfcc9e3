import { act, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { invalidate } from "../../state/store";
import { renderAt, seedPlayers, testPlayer } from "./test-utils";

beforeEach(() => invalidate());

const cellsOf = (table: HTMLElement, rowName: string) => {
  const row = within(table)
    .getAllByRole("row")
    .find((r) => within(r).queryAllByRole("cell")[0]?.textContent === rowName);
  return row
    ? within(row)
        .getAllByRole("cell")
        .slice(1)
        .map((c) => c.textContent)
    : null;
};

describe("PlayerDetailPage", () => {
  it("says 'Jugador no encontrado.' for an unknown id", () => {
    seedPlayers([]);
    renderAt("/player/nope");
    expect(screen.getByText("Jugador no encontrado.")).toBeInTheDocument();
  });

  it("shows roles, the Suplente table and team impact from stored data", () => {
    const role = (matches: number, minutesPlayed: number, goals: number, yellowCards = 0) => ({
      matches,
      goals,
      assists: 0,
      yellowCards,
      redCards: 0,
      minutesPlayed,
    });
    seedPlayers(
      [
        testPlayer("p9", "Fernando Torres", "Forward", 9, {
          stats: {
            goals: 3,
            assists: 0,
            matches: 3,
            minutesPlayed: 210,
            yellowCards: 1,
            redCards: 0,
            positions: { "Delantero 1": role(2, 180, 2, 1), Suplente: role(1, 30, 1) },
          },
        }),
      ],
      [
        {
          id: "m1",
          date: "2024-04-14",
          rival: "Leones",
          score: { home: 2, away: 1 },
          formationPlayers: { "Posición 10": "Fernando Torres" },
          subs: [],
          shotsFor: 10,
          shotsAgainst: 4,
        },
        {
          id: "m2",
          date: "2024-04-21",
          rival: "Tigres",
          score: { home: 0, away: 0 },
          formationPlayers: {},
          subs: [{ playerOut: "X", playerIn: "Fernando Torres", minute: 60 }],
          shotsFor: 3,
          shotsAgainst: 5,
        },
      ],
    );
    renderAt("/player/p9");
    expect(screen.getByRole("heading", { level: 1, name: "Fernando Torres" })).toBeInTheDocument();
    const roles = screen.getByRole("table", { name: "Posiciones jugadas" });
    expect(cellsOf(roles, "Delantero 1")).toEqual(["2", "180", "2", "0", "1", "0"]);
    expect(cellsOf(roles, "Suplente")).toBeNull();
    expect(cellsOf(screen.getByRole("table", { name: "Suplente" }), "Suplente")).toEqual([
      "1",
      "30",
      "1",
      "0",
      "0",
      "0",
    ]);
    const impact = screen.getByRole("table", { name: "Rendimiento del equipo" });
    expect(cellsOf(impact, "Como titular")).toEqual(["1", "1", "0", "0", "2", "1", "10", "4"]);
    expect(cellsOf(impact, "Entrando de suplente")).toEqual([
      "1",
      "0",
      "1",
      "0",
      "0",
      "0",
      "3",
      "5",
    ]);
    expect(cellsOf(impact, "Sin jugar")).toEqual(["0", "0", "0", "0", "0", "0", "0", "0"]);

    // The match log: newest first, each row linking to its match.
    const log = screen.getByRole("table", { name: "Partidos del jugador" });
    const rows = within(log).getAllByTestId("player-match-row");
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        "21/04/2024",
        "TigresLocal",
        "30",
        "0 - 0 Empate",
        "Suplente(min. 60)",
        "0",
        "0",
        "Amarillas: 0Rojas: 0",
      ],
      [
        "14/04/2024",
        "LeonesLocal",
        "90",
        "2 - 1 Victoria",
        // The match's formation is not stored: the position stands in for its role.
        "Posición 10",
        "0",
        "0",
        "Amarillas: 0Rojas: 0",
      ],
    ]);
    expect(
      within(rows[1]!).getByRole("link", { name: "Ver partido contra Leones del 14/04/2024" }),
    ).toHaveAttribute("href", "/match-details/m1");
  });

  it("pages the match log ten at a time and prints every match", () => {
    const matches = Array.from({ length: 12 }, (_, i) => ({
      id: `m${i + 1}`,
      date: `2024-03-${String(i + 1).padStart(2, "0")}`,
      rival: `Rival ${i + 1}`,
      score: { home: 1, away: 0 },
      formationPlayers: { "Posición 9": "Fernando Torres" },
      subs: [],
      shotsFor: 5,
      shotsAgainst: 2,
    }));
    seedPlayers([testPlayer("p9", "Fernando Torres", "Forward", 9)], matches);
    renderAt("/player/p9");
    const log = screen.getByRole("table", { name: "Partidos del jugador" });
    const dates = () =>
      within(log)
        .getAllByTestId("player-match-row")
        .map((r) => within(r).getAllByRole("cell")[0]!.textContent);
    expect(dates()).toHaveLength(10);
    expect(dates()[0]).toBe("12/03/2024");
    act(() => void window.dispatchEvent(new Event("beforeprint")));
    expect(dates()).toHaveLength(12);
    expect(dates().at(-1)).toBe("01/03/2024");
    act(() => void window.dispatchEvent(new Event("afterprint")));
    expect(dates()).toHaveLength(10);
  });
});
