import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { invalidate } from "../../state/store";
import { renderAt, seedRivals, storedRivals, testMatch, testRival } from "./test-utils";

beforeEach(() => invalidate());

const names = () => screen.getAllByTestId("rival-name").map((n) => n.textContent);

describe("RivalsPage", () => {
  it("shows the spec's empty text", () => {
    seedRivals([]);
    renderAt("/rivals");
    expect(screen.getByText("No hay rivales disponibles...")).toBeInTheDocument();
  });

  it("shows each record as W-L-D computed from the stored matches", () => {
    seedRivals(
      [testRival("Norte", { wins: 9, losses: 0, draws: 0 }), testRival("Sur")],
      [
        testMatch("m1", "2024-01-01", "Norte", 2, 0),
        testMatch("m2", "2024-01-08", "Norte", 0, 1),
        testMatch("m3", "2024-01-15", "Norte", 0, 1),
        testMatch("m4", "2024-01-22", "Norte", 1, 1),
      ],
    );
    renderAt("/rivals");
    const [norte, sur] = screen.getAllByTestId("rival-row");
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells(norte!).slice(2, 4)).toEqual(["4", "1-2-1"]);
    expect(cells(sur!).slice(2, 4)).toEqual(["0", "0-0-0"]);
    expect(screen.getByText(/victorias-derrotas-empates/)).toBeInTheDocument();
  });

  it("searches by name, ignoring case and accents", async () => {
    const user = userEvent.setup();
    seedRivals([testRival("Atlético Norte"), testRival("Racing Sur")]);
    renderAt("/rivals");
    await user.type(screen.getByRole("searchbox", { name: "Buscar rival por nombre" }), "atletico");
    expect(names()).toEqual(["Atlético Norte"]);
    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "zzz");
    expect(screen.getByText(/No hay rivales disponibles/)).toBeInTheDocument();
  });

  it("deletes a rival at once, without a confirmation", async () => {
    const user = userEvent.setup();
    seedRivals([testRival("Norte"), testRival("Sur")]);
    renderAt("/rivals");
    await user.click(screen.getByRole("button", { name: "Eliminar rival Norte" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(storedRivals().map((r) => r.name)).toEqual(["Sur"]);
    expect(names()).toEqual(["Sur"]);
  });
});
