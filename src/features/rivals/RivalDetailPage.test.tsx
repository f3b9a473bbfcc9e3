import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { invalidate } from "../../state/store";
import { renderAt, seedRivals, storedRivals, testMatch, testRival } from "./test-utils";

beforeEach(() => invalidate());
afterEach(() => vi.restoreAllMocks());

const norte = testRival("Norte", {
  notes: ["Presionan alto"],
  wins: 7,
  matches: [
    { id: "m1", date: "2024-03-02", score: { home: 2, away: 1 }, formationUsed: "Clásica" },
    { id: "gone", date: "2023-01-01", score: { home: 5, away: 0 }, formationUsed: "Clásica" },
  ],
});
const matches = [
  testMatch("m1", "2024-03-02", "Norte", 2, 1),
  testMatch("m2", "2024-04-14", "Norte", 0, 3),
  testMatch("m3", "2024-05-20", "Sur", 1, 1),
];

describe("RivalDetailPage", () => {
  it.each(["5", "-1", "abc"])(
    "logs 'Invalid rival ID or rival not found.' and redirects index %s to /rivals",
    async (index) => {
      const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
      seedRivals([norte]);
      const { router } = renderAt(`/rival-details/${index}`);
      await waitFor(() => expect(router.state.location.pathname).toBe("/rivals"));
      expect(spy).toHaveBeenCalledWith("Invalid rival ID or rival not found.");
      expect(spy).toHaveBeenCalledTimes(1);
    },
  );

  it("shows the record computed from stored matches, newest match first", () => {
    seedRivals([norte], matches);
    renderAt("/rival-details/0");
    expect(screen.getByRole("heading", { name: "Detalles del Rival" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Norte" })).toBeInTheDocument();
    expect(screen.getByTestId("rival-record")).toHaveTextContent("1-1-0");
    expect(screen.getByText("victorias-derrotas-empates")).toBeInTheDocument();
    const rows = screen.getAllByTestId("rival-match-row");
    expect(rows.map((r) => within(r).getAllByRole("cell")[0]!.textContent)).toEqual([
      "14/04/2024",
      "02/03/2024",
    ]);
    expect(rows[0]).toHaveTextContent("0 - 3");
    expect(rows[0]).toHaveTextContent("Clásica");
    expect(within(rows[0]!).getByRole("link", { name: "Ver Detalles" })).toHaveAttribute(
      "href",
      "/match-details/m2",
    );
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/rivals");
  });

  it("shows the empty texts for notes and matches", () => {
    seedRivals([testRival("Oeste")]);
    renderAt("/rival-details/0");
    expect(screen.getByText("No hay notas disponibles.")).toBeInTheDocument();
    expect(screen.getByText("No hay partidos contra este rival todavia.")).toBeInTheDocument();
  });

  it("adds a note, ignores blank ones, clears the input and removes a note", async () => {
    const user = userEvent.setup();
    seedRivals([norte], matches);
    renderAt("/rival-details/0");
    const input = screen.getByRole("textbox", { name: "Nueva nota" });
    await user.type(input, "   ");
    await user.click(screen.getByRole("button", { name: "Añadir nota" }));
    expect(storedRivals()[0]!.notes).toEqual(["Presionan alto"]);
    await user.type(input, "Juegan con línea de cinco");
    await user.click(screen.getByRole("button", { name: "Añadir nota" }));
    expect(input).toHaveValue("");
    expect(storedRivals()[0]!.notes).toEqual(["Presionan alto", "Juegan con línea de cinco"]);
    expect(screen.getByText("Juegan con línea de cinco")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Eliminar nota 1" }));
    expect(storedRivals()[0]!.notes).toEqual(["Juegan con línea de cinco"]);
  });

  it("edits the rival's details and keeps notes and matches", async () => {
    const user = userEvent.setup();
    seedRivals([norte], matches);
    renderAt("/rival-details/0");
    await user.click(screen.getByRole("button", { name: "Editar rival" }));
    // The edit form is loaded when asked for.
    const ground = await screen.findByLabelText("Estadio");
    await user.clear(ground);
    await user.type(ground, "Nuevo Campo");
    await user.clear(screen.getByLabelText(/Nombre/));
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("El nombre del rival es obligatorio.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nombre/), "Norte CF");
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByRole("heading", { name: "Norte CF" })).toBeInTheDocument();
    const [saved] = storedRivals();
    expect(saved).toMatchObject({ name: "Norte CF", homeGround: "Nuevo Campo", wins: 7 });
    expect(saved!.notes).toEqual(["Presionan alto"]);
    expect(saved!.matches).toHaveLength(2);
  });

  it("shows a rival met many times ten matches a page, newest first", async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      testMatch(`n${i}`, `2024-01-${String(i + 1).padStart(2, "0")}`, "Norte", 1, 0),
    );
    seedRivals([testRival("Norte")], many);
    renderAt("/rival-details/0");
    const table = await screen.findByRole("table", { name: "Partidos contra este rival" });
    expect(within(table).getAllByTestId("rival-match-row")).toHaveLength(10);
    expect(within(table).getAllByTestId("rival-match-row")[0]).toHaveTextContent("23/01/2024");
    const pager = screen.getByRole("navigation", { name: "Páginas" });
    expect(pager).toHaveTextContent("1–10 de 23");
    await userEvent.click(within(pager).getByRole("button", { name: "Siguiente" }));
    await userEvent.click(within(pager).getByRole("button", { name: "Siguiente" }));
    expect(pager).toHaveTextContent("21–23 de 23");
    expect(within(table).getAllByTestId("rival-match-row")).toHaveLength(3);
  });
});
