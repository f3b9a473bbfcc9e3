import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { invalidate } from "../../state/store";
import { renderAt, seedPlayers, storedPlayers, testPlayer } from "./test-utils";

beforeEach(() => invalidate());

const squad = [
  testPlayer("p1", "Iker Casillas", "Goalkeeper", 1),
  testPlayer("p2", "José Peña", "Defender", 4, { preferredFoot: "Left" }),
  testPlayer("p3", "David Villa", "Forward", 7, { preferredFoot: "Both" }),
];
const rowNames = () =>
  within(screen.getByRole("table", { name: "Jugadores" }))
    .getAllByRole("row")
    .slice(1)
    // The name is the first cell's link (badges for the position and availability sit under it).
    .map((r) => within(within(r).getAllByRole("cell")[0]!).getByRole("link").textContent);

describe("PlayersPage", () => {
  it("searches by name and by position in Spanish or English, accent-insensitively", async () => {
    const user = userEvent.setup();
    seedPlayers(squad);
    renderAt("/players");
    const box = screen.getByRole("searchbox");
    await user.type(box, "pena");
    expect(rowNames()).toEqual(["José Peña"]);
    await user.clear(box);
    await user.type(box, "delantero");
    expect(rowNames()).toEqual(["David Villa"]);
    await user.clear(box);
    await user.type(box, "goalkeeper");
    expect(rowNames()).toEqual(["Iker Casillas"]);
    await user.clear(box);
    await user.type(box, "zzz");
    expect(
      screen.getByText("No se encontraron jugadores. Intenta con otra busqueda."),
    ).toBeInTheDocument();
  });

  it("Filtrar filters by position and preferred foot", async () => {
    const user = userEvent.setup();
    seedPlayers(squad);
    renderAt("/players");
    await user.click(screen.getByRole("button", { name: "Filtrar" }));
    await user.click(screen.getByRole("button", { name: "Izquierdo" }));
    expect(rowNames()).toEqual(["José Peña"]);
    await user.click(screen.getByRole("button", { name: "Ambos" }));
    expect(rowNames()).toEqual(["José Peña", "David Villa"]);
    await user.click(screen.getByRole("button", { name: "Portero" }));
    expect(
      screen.getByText("No se encontraron jugadores. Intenta con otra busqueda."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Quitar filtros" }));
    expect(rowNames()).toHaveLength(3);
  });

  it("asks before deleting; cancelling changes nothing, confirming deletes", async () => {
    const user = userEvent.setup();
    seedPlayers(squad);
    renderAt("/players");
    const before = localStorage.getItem("players");
    await user.click(screen.getByRole("button", { name: "Eliminar a David Villa" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete this player?");
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(localStorage.getItem("players")).toBe(before);

    await user.click(screen.getByRole("button", { name: "Eliminar a David Villa" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Eliminar" }),
    );
    await waitFor(() => expect(storedPlayers().map((p) => p.id)).toEqual(["p1", "p2"]));
    expect(rowNames()).toEqual(["Iker Casillas", "José Peña"]);
  });

  it("shows the spec's empty text with no players", () => {
    seedPlayers([]);
    renderAt("/players");
    expect(
      screen.getByText("No se encontraron jugadores. Intenta con otra busqueda."),
    ).toBeInTheDocument();
  });
});
