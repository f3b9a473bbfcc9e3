import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { invalidate } from "../../state/store";
import { renderAt, storedFormations } from "./test-utils";

beforeEach(() => invalidate());

const group = (name: string) => screen.getByRole("region", { name });
const role = (n: number) => screen.getByRole("textbox", { name: `Rol de Posición ${n}` });
const preview = () => screen.getByRole("group", { name: /Vista previa/ });

describe("AddFormationPage", () => {
  it("starts as the default 1-4-4-2 with default role names and an 11-player preview", () => {
    renderAt("/add-formation");
    expect(preview()).toHaveAccessibleName("Vista previa 1-4-4-2");
    expect(role(1)).toHaveValue("Arquero");
    expect(role(2)).toHaveValue("Defensor 1");
    expect(role(6)).toHaveValue("Mediocampista 1");
    expect(role(11)).toHaveValue("Delantero 2");
    expect(screen.queryByRole("textbox", { name: "Rol de Posición 12" })).toBeNull();
    expect(screen.queryByText("La formación no tiene 11 jugadores")).toBeNull();
    // The first line of each group cannot be removed.
    expect(
      screen.queryByRole("button", {
        name: /^Quitar (Defensas|Centrocampistas|Delanteros) línea 1$/,
      }),
    ).toBeNull();
  });

  it("alerts 'Por favor agregar un nombre a la formación' and saves nothing without a name", async () => {
    const user = userEvent.setup();
    renderAt("/add-formation");
    await user.click(screen.getByRole("button", { name: "Guardar formación" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Por favor agregar un nombre a la formación");
    await user.click(within(dialog).getByRole("button", { name: "Aceptar" }));
    expect(screen.getByRole("textbox", { name: /Nombre/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getAllByText("Por favor agregar un nombre a la formación")).toHaveLength(1);
    expect(localStorage.getItem("formations")).toBeNull();
  });

  it("refuses a name over the readers' limit with a message beside the field", async () => {
    const user = userEvent.setup();
    renderAt("/add-formation");
    await user.click(screen.getByRole("textbox", { name: /Nombre/ }));
    await user.paste("F".repeat(201));
    await user.click(screen.getByRole("button", { name: "Guardar formación" }));
    expect(await screen.findByText("Máximo 200 caracteres.")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(localStorage.getItem("formations")).toBeNull();
  });

  it("adds a second midfield line, warns about 12 players and removes it again", async () => {
    const user = userEvent.setup();
    renderAt("/add-formation");
    await user.click(screen.getByRole("button", { name: "Añadir línea a Centrocampistas" }));
    expect(preview()).toHaveAccessibleName("Vista previa 1-4-4-1-2");
    expect(screen.getByText("La formación no tiene 11 jugadores")).toBeInTheDocument();
    expect(role(10)).toHaveValue("Mediocampista 5");
    expect(role(12)).toHaveValue("Delantero 2");
    await user.click(screen.getByRole("button", { name: "Quitar Centrocampistas línea 2" }));
    expect(preview()).toHaveAccessibleName("Vista previa 1-4-4-2");
    expect(screen.queryByText("La formación no tiene 11 jugadores")).toBeNull();
  });

  it("keeps edited role names when lines change", async () => {
    const user = userEvent.setup();
    renderAt("/add-formation");
    await user.clear(role(6));
    await user.type(role(6), "Pivote");
    await user.clear(role(10));
    await user.type(role(10), "Nueve");
    // A fifth defender renumbers every later position; the names follow their players.
    await user.click(
      within(group("Defensas")).getByRole("button", {
        name: "Añadir un jugador a Defensas línea 1",
      }),
    );
    expect(role(7)).toHaveValue("Pivote");
    expect(role(11)).toHaveValue("Nueve");
    expect(role(6)).toHaveValue("Defensor 5");
  });

  it("turns a typed non-number into 1 and a count below 1 into 1", async () => {
    const user = userEvent.setup();
    renderAt("/add-formation");
    const count = screen.getByRole("spinbutton", { name: "Jugadores en Delanteros línea 1" });
    await user.clear(count);
    await user.type(count, "e");
    await user.tab();
    expect(count).toHaveValue(1);
    expect(preview()).toHaveAccessibleName("Vista previa 1-4-4-1");
    await user.clear(count);
    await user.type(count, "0");
    await user.tab();
    expect(count).toHaveValue(1);
    expect(
      screen.getByRole("button", { name: "Quitar un jugador de Delanteros línea 1" }),
    ).toBeDisabled();
  });

  it("saves a 1-4-2-3-1 with its roles to localStorage and returns to the list", async () => {
    const user = userEvent.setup();
    const { router } = renderAt("/add-formation");
    await user.type(screen.getByRole("textbox", { name: /Nombre/ }), "  Doble pivote ");
    const mid = group("Centrocampistas");
    await user.click(
      within(mid).getByRole("button", { name: "Quitar un jugador de Centrocampistas línea 1" }),
    );
    await user.click(
      within(mid).getByRole("button", { name: "Quitar un jugador de Centrocampistas línea 1" }),
    );
    await user.click(screen.getByRole("button", { name: "Añadir línea a Centrocampistas" }));
    const second = screen.getByRole("spinbutton", { name: "Jugadores en Centrocampistas línea 2" });
    await user.clear(second);
    await user.type(second, "3");
    await user.tab();
    await user.click(
      screen.getByRole("button", { name: "Quitar un jugador de Delanteros línea 1" }),
    );
    await user.clear(role(6));
    await user.type(role(6), "Pivote");
    await user.click(screen.getByRole("button", { name: "Guardar formación" }));
    expect(router.state.location.pathname).toBe("/formations");
    const [saved] = storedFormations();
    expect(saved).toMatchObject({
      name: "Doble pivote",
      type: "1-4-2-3-1",
      gamesPlayed: 0,
      defenderLines: [4],
      midfielderLines: [2, 3],
      forwardLines: [1],
      players: 11,
      goalkeeper: 1,
      wins: 0,
      draws: 0,
      losses: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      shotsFor: 0,
      shotsAgainst: 0,
    });
    expect(saved!.roles).toEqual({
      "Posición 1": "Arquero",
      "Posición 2": "Defensor 1",
      "Posición 3": "Defensor 2",
      "Posición 4": "Defensor 3",
      "Posición 5": "Defensor 4",
      "Posición 6": "Pivote",
      "Posición 7": "Mediocampista 2",
      "Posición 8": "Mediocampista 3",
      "Posición 9": "Mediocampista 4",
      "Posición 10": "Mediocampista 5",
      "Posición 11": "Delantero 1",
    });
  });
});

describe("AddFormationPage draft", () => {
  it("keeps name, lines and role names as a draft and restores them on return", async () => {
    const user = userEvent.setup();
    const first = renderAt("/add-formation");
    await user.type(screen.getByRole("textbox", { name: /Nombre/ }), "Rombo");
    await user.clear(role(2));
    await user.type(role(2), "Central");
    await user.click(screen.getByRole("button", { name: "Añadir línea a Delanteros" }));
    expect(JSON.parse(localStorage.getItem("draft:add-formation")!).values).toMatchObject({
      name: "Rombo",
      lines: { forwardLines: [2, 1] },
      roles: { "Posición 2": "Central" },
    });
    first.unmount();

    renderAt("/add-formation");
    expect(screen.getByRole("textbox", { name: /Nombre/ })).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Continuar borrador" }));
    expect(screen.getByRole("textbox", { name: /Nombre/ })).toHaveValue("Rombo");
    expect(role(2)).toHaveValue("Central");
    expect(role(12)).toHaveValue("Delantero 3");
  }, 20000);

  it("'Descartar' drops the draft", async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      "draft:add-formation",
      JSON.stringify({ values: { name: "X", lines: { defenderLines: [3] } }, savedAt: "" }),
    );
    renderAt("/add-formation");
    // A draft that does not fit the editor is not offered.
    expect(screen.queryByRole("button", { name: "Continuar borrador" })).toBeNull();
    localStorage.setItem(
      "draft:add-formation",
      JSON.stringify({
        values: {
          name: "X",
          lines: { defenderLines: [3], midfielderLines: [5], forwardLines: [2] },
          roles: {},
        },
        savedAt: "",
      }),
    );
    const again = renderAt("/add-formation");
    await user.click(within(again.container).getByRole("button", { name: "Descartar" }));
    expect(localStorage.getItem("draft:add-formation")).toBeNull();
    expect(within(again.container).getByRole("textbox", { name: /Nombre/ })).toHaveValue("");
  }, 20000);
});
