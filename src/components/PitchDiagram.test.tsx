import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PitchDiagram, wrapLabel } from "./PitchDiagram";
import type { PitchPosition } from "./PitchDiagram";

const rows: PitchPosition[][] = [
  [{ key: "Posición 1", number: 1, role: "Arquero" }],
  [
    { key: "Posición 2", number: 2, role: "Lateral derecho" },
    { key: "Posición 3", number: 3, role: "Central" },
    { key: "Posición 4", number: 4, role: "Lateral izquierdo" },
  ],
];

describe("PitchDiagram", () => {
  it("draws the surname on the board and keeps the full name for hover and screen readers", () => {
    render(
      <PitchDiagram
        rows={[
          [
            {
              key: "Posición 1",
              number: 1,
              role: "Arquero",
              player: { name: "Iker Casillas", number: 1 },
            },
          ],
        ]}
      />,
    );
    const gk = screen.getByRole("group", { name: "Posición 1: Arquero — Iker Casillas (1)" });
    expect(gk.querySelector("title")).toHaveTextContent("Posición 1: Arquero — Iker Casillas (1)");
    expect(screen.getByRole("img", { name: "Diagrama táctico" })).toHaveAccessibleDescription(
      "Posición 1: Arquero — Iker Casillas (1)",
    );
    expect(screen.getByText("Casillas")).toBeInTheDocument();
  });

  it("is no tab stop when positions are not actions", () => {
    const { container } = render(<PitchDiagram rows={rows} />);
    expect(container.querySelectorAll("[tabindex]")).toHaveLength(0);
    expect(screen.getByRole("img", { name: "Diagrama táctico" })).toHaveAccessibleDescription(
      "Posición 1: Arquero. Posición 2: Lateral derecho. Posición 3: Central. Posición 4: Lateral izquierdo",
    );
  });

  it("is one tab stop when positions are actions; arrows move, Enter picks", () => {
    const onSelect = vi.fn();
    const { container } = render(
      <PitchDiagram rows={rows} onSelect={onSelect} highlightKey="Posición 3" />,
    );
    const stops = container.querySelectorAll('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    const central = screen.getByRole("button", { name: "Posición 3: Central" });
    expect(central).toHaveAttribute("tabindex", "0");
    central.focus();
    // Seen from the team, 'Lateral derecho' is on the right.
    fireEvent.keyDown(central, { key: "ArrowRight" });
    const right = screen.getByRole("button", { name: "Posición 2: Lateral derecho" });
    expect(right).toHaveFocus();
    expect(right).toHaveAttribute("tabindex", "0");
    expect(container.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    fireEvent.keyDown(right, { key: "ArrowDown" });
    expect(screen.getByRole("button", { name: "Posición 1: Arquero" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "Enter" });
    expect(onSelect).toHaveBeenCalledWith("Posición 1");
  });

  it("long labels wrap by words", () => {
    expect(wrapLabel("Lateral izquierdo", 10)).toEqual(["Lateral", "izquierdo"]);
  });
});
