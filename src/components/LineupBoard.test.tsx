import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LineupBoard, lineupBoardRows } from "./LineupBoard";

// 1-2-1: a goalkeeper, two defenders, one forward; one role renamed.
const formation = {
  defenderLines: [2],
  midfielderLines: [],
  forwardLines: [1],
  roles: { "Posición 2": "Lateral derecho" },
};

describe("lineupBoardRows", () => {
  it("is the formation's rows, goalkeeper first, each position with its player or none", () => {
    const lineup: Record<string, { name: string; number: number }> = {
      "Posición 1": { name: "Iker Casillas", number: 1 },
      "Posición 4": { name: "Raúl González", number: 7 },
    };
    const rows = lineupBoardRows(formation, (key) => lineup[key]);
    expect(rows.map((r) => r.map((p) => [p.key, p.role, p.player?.name ?? null]))).toEqual([
      [["Posición 1", "Arquero", "Iker Casillas"]],
      [
        ["Posición 2", "Lateral derecho", null],
        ["Posición 3", "Defensor 2", null],
      ],
      [["Posición 4", "Delantero 1", "Raúl González"]],
    ]);
  });

  it("without a lineup, draws the formation alone (no player at all)", () => {
    const rows = lineupBoardRows(formation);
    expect(rows.flat().every((p) => !("player" in p))).toBe(true);
  });
});

describe("LineupBoard", () => {
  it("draws each position with its player, and a tap picks the position", () => {
    const onSelect = vi.fn();
    render(
      <LineupBoard
        formation={formation}
        playerAt={(key) => (key === "Posición 3" ? { name: "Sergio Ramos", number: 4 } : null)}
        label="Alineación en Clásica"
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole("group", { name: "Alineación en Clásica" })).toBeInTheDocument();
    fireEvent.click(
      screen.getByRole("button", { name: "Posición 3: Defensor 2 — Sergio Ramos (4)" }),
    );
    expect(onSelect).toHaveBeenCalledWith("Posición 3");
    expect(screen.getByRole("button", { name: "Posición 2: Lateral derecho" })).toBeInTheDocument();
  });
});
