// A player the team's server refused and never had is marked in the list and his page.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { invalidate } from "../../state/store";
import { setSyncStatus } from "../../state/sync-line";
import { renderAt, seedPlayers, testPlayer } from "./test-utils";

const reason = "Documento no válido (player:p2): «number» debe ser un número entero no negativo.";

beforeEach(() => {
  invalidate();
  seedPlayers([
    testPlayer("p1", "Iker Casillas", "Goalkeeper", 1),
    testPlayer("p2", "José Peña", "Defender", 4),
  ]);
  setSyncStatus({ notShared: [{ docId: "player:p2", reason }] });
});
afterEach(() => setSyncStatus({ notShared: [] }));

describe("a player not shared", () => {
  it("is marked in his row with the server's reason and 'Corregir' on the field it names", () => {
    renderAt("/players");
    const marks = screen.getAllByTestId("not-shared");
    expect(marks).toHaveLength(1);
    const row = screen.getByRole("row", { name: /José Peña/ });
    expect(within(row).getByTestId("not-shared")).toHaveTextContent(
      `No compartido${reason}Corregir`,
    );
    expect(within(row).getByRole("link", { name: "Corregir" })).toHaveAttribute(
      "href",
      "/player/p2?editar=1&campo=number",
    );
  });

  it("is marked on his page", () => {
    renderAt("/player/p2");
    expect(screen.getByTestId("not-shared")).toHaveTextContent(`No compartido${reason}Corregir`);
  });

  it("'Corregir' opens his form on the field the reason names, checked", async () => {
    const fix = "/player/p2?editar=1&campo=number";
    // The browser's address, as the app's router keeps it.
    window.history.pushState({}, "", fix);
    seedPlayers([testPlayer("p2", "José Peña", "Defender", 4.5)]);
    renderAt(fix);
    const number = await screen.findByLabelText(/Dorsal/);
    await waitFor(() => expect(number).toHaveFocus());
    expect(await screen.findByText(/El dorsal debe ser un número entero/)).toBeInTheDocument();
    window.history.pushState({}, "", "/");
  });
});
