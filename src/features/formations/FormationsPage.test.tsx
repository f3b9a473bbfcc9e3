import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { invalidate } from "../../state/store";
import { renderAt, seedFormations, storedFormations, testFormation } from "./test-utils";

beforeEach(() => invalidate());

describe("FormationsPage", () => {
  it("shows the spec's empty text", () => {
    seedFormations([]);
    renderAt("/formations");
    expect(screen.getByText("No hay formaciones disponibles...")).toBeInTheDocument();
  });

  it("lists name, type and games played", () => {
    seedFormations([testFormation("Clásica", { gamesPlayed: 7 })]);
    renderAt("/formations");
    const row = screen.getAllByRole("row")[1]!;
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Clásica", "1-4-4-2", "7", "VerEliminar"]);
  });

  it("deletes only after confirmation; cancelling changes nothing", async () => {
    const user = userEvent.setup();
    seedFormations([testFormation("Clásica"), testFormation("Rombo")]);
    renderAt("/formations");
    await user.click(screen.getByRole("button", { name: "Eliminar formación Clásica" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancelar" }),
    );
    expect(storedFormations().map((f) => f.name)).toEqual(["Clásica", "Rombo"]);
    await user.click(screen.getByRole("button", { name: "Eliminar formación Clásica" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Eliminar" }),
    );
    expect(storedFormations().map((f) => f.name)).toEqual(["Rombo"]);
    expect(screen.queryByText("Clásica")).toBeNull();
  });
});

describe("FormationDetailPage", () => {
  it.each(["abc", "-1", "1.5", "2"])("redirects index %s to /formations", (index) => {
    seedFormations([testFormation("Clásica"), testFormation("Rombo")]);
    const { router } = renderAt(`/formation-details/${index}`);
    expect(router.state.location.pathname).toBe("/formations");
  });

  it("shows the stored totals and a pitch with one row per line", () => {
    const spy = vi.spyOn(console, "error");
    seedFormations([
      testFormation("Doble pivote", {
        type: "1-4-2-3-1",
        midfielderLines: [2, 3],
        forwardLines: [1],
        gamesPlayed: 4,
        wins: 2,
        draws: 1,
        losses: 1,
        goalsFor: 7,
        goalsAgainst: 5,
        shotsFor: 48,
        shotsAgainst: 31,
      }),
    ]);
    renderAt("/formation-details/0");
    expect(screen.getByRole("heading", { name: "Doble pivote" })).toBeInTheDocument();
    const meter = (group: string, name: string) =>
      within(screen.getByRole("group", { name: group })).getByRole("meter", { name });
    expect(meter("Resultados", "Partidos")).toHaveAttribute("aria-valuenow", "4");
    expect(meter("Resultados", "Victorias")).toHaveAttribute("aria-valuenow", "2");
    expect(meter("Goles", "A favor")).toHaveAttribute("aria-valuenow", "7");
    expect(meter("Goles", "En contra")).toHaveAttribute("aria-valuenow", "5");
    expect(meter("Tiros", "A favor")).toHaveAttribute("aria-valuenow", "48");
    expect(meter("Tiros", "En contra")).toHaveAttribute("aria-valuenow", "31");
    const pitch = screen.getByRole("img", { name: "Diagrama táctico 1-4-2-3-1" });
    const rows = [0, 1, 2, 3, 4].map((r) => pitch.querySelectorAll(`[data-row="${r}"]`).length);
    expect(rows).toEqual([1, 4, 2, 3, 1]);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
