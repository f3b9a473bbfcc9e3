import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { boardName, PitchDiagram, wrapLabel } from "./PitchDiagram";

describe("PitchDiagram", () => {
  it("draws the surname on the board and keeps the full name in the accessible label", () => {
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
    expect(
      screen.getByRole("group", { name: "Posición 1: Arquero — Iker Casillas (1)" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Casillas")).toBeInTheDocument();
  });

  it("short names and single words stay whole; long labels wrap by words", () => {
    expect(boardName("Joaquín Ferrer")).toBe("Ferrer");
    expect(boardName("Pedri")).toBe("Pedri");
    expect(boardName("  Sergio Ramos García ")).toBe("Ramos García");
    expect(wrapLabel("Lateral izquierdo", 10)).toEqual(["Lateral", "izquierdo"]);
  });
});
