import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { invalidate } from "../../state/store";
import { renderAt, seedPlayers, storedPlayers, testPlayer } from "./test-utils";

beforeEach(() => invalidate());

const save = () => screen.getByRole("button", { name: "Guardar jugador" });

describe("AddPlayerPage form", () => {
  it("shows Spanish errors beside the fields and saves nothing until valid", async () => {
    const user = userEvent.setup();
    seedPlayers([]);
    const { router } = renderAt("/add-player");
    await user.click(save());
    expect(await screen.findByText("El nombre es obligatorio.")).toBeInTheDocument();
    expect(screen.getByText("El dorsal es obligatorio.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre/)).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByLabelText(/Dorsal/), "100");
    await user.type(screen.getByLabelText("URL de la foto"), "javascript:alert(1)");
    await user.click(save());
    expect(
      await screen.findByText("El dorsal debe ser un número entero entre 1 y 99."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("La foto debe ser una dirección web que empiece por http:// o https://."),
    ).toBeInTheDocument();
    expect(localStorage.getItem("players")).toBe("[]");
    expect(router.state.location.pathname).toBe("/add-player");
  });

  it("refuses a 120,000-character name with a message beside the field", async () => {
    const user = userEvent.setup();
    seedPlayers([]);
    const { router } = renderAt("/add-player");
    await user.click(screen.getByLabelText(/Nombre/));
    await user.paste("A".repeat(120_000));
    await user.type(screen.getByLabelText(/Dorsal/), "9");
    await user.click(save());
    expect(await screen.findByText("Máximo 200 caracteres.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre/)).toHaveAttribute("aria-invalid", "true");
    expect(localStorage.getItem("players")).toBe("[]");
    expect(router.state.location.pathname).toBe("/add-player");
  });

  it("defaults to Forward and Right, saves the player with empty stats and opens its detail", async () => {
    const user = userEvent.setup();
    seedPlayers([]);
    const { router } = renderAt("/add-player");
    expect(screen.getByLabelText("Posición")).toHaveValue("Forward");
    expect(screen.getByLabelText("Pie preferido")).toHaveValue("Right");
    await user.type(screen.getByLabelText(/Nombre/), "  Ana Romero ");
    await user.type(screen.getByLabelText(/Dorsal/), "9");
    await user.type(screen.getByLabelText("Altura (cm)"), "168");
    await user.selectOptions(screen.getByLabelText("Pie preferido"), "Left");
    expect(localStorage.getItem("draft:add-player")).not.toBeNull();
    await user.click(save());
    await waitFor(() => expect(storedPlayers()).toHaveLength(1));
    // Saving clears the draft.
    expect(localStorage.getItem("draft:add-player")).toBeNull();
    const [saved] = storedPlayers();
    expect(saved).toMatchObject({
      name: "Ana Romero",
      position: "Forward",
      number: 9,
      height: 168,
      preferredFoot: "Left",
      stats: {
        goals: 0,
        assists: 0,
        matches: 0,
        minutesPlayed: 0,
        yellowCards: 0,
        redCards: 0,
        positions: {},
      },
    });
    expect(saved).not.toHaveProperty("photo");
    await waitFor(() => expect(router.state.location.pathname).toBe(`/player/${saved!.id}`));
  });

  it("warns, without blocking, when the number is already worn", async () => {
    const user = userEvent.setup();
    seedPlayers([testPlayer("p7", "David Villa", "Forward", 7)]);
    renderAt("/add-player");
    await user.type(screen.getByLabelText(/Nombre/), "Pedro");
    await user.type(screen.getByLabelText(/Dorsal/), "7");
    expect(screen.getByText("El dorsal 7 ya lo lleva David Villa.")).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(storedPlayers()).toHaveLength(2));
  });

  it("shows the avatar initials live while typing the name", async () => {
    const user = userEvent.setup();
    seedPlayers([]);
    renderAt("/add-player");
    await user.type(screen.getByLabelText(/Nombre/), "Ana Romero");
    expect(screen.getByRole("img", { name: "Ana Romero" })).toHaveTextContent("AR");
  });
});

describe("editing from the detail page", () => {
  it("opens the same form filled in and keeps stats and unknown fields on save", async () => {
    const user = userEvent.setup();
    const stats = {
      goals: 4,
      assists: 2,
      matches: 6,
      minutesPlayed: 480,
      yellowCards: 1,
      redCards: 0,
      positions: {
        "Delantero 1": {
          matches: 6,
          goals: 4,
          assists: 2,
          yellowCards: 1,
          redCards: 0,
          minutesPlayed: 480,
        },
      },
    };
    seedPlayers([testPlayer("p7", "David Villa", "Forward", 7, { stats, legacy: "keep me" })]);
    const { router } = renderAt("/player/p7");
    await user.click(await screen.findByRole("link", { name: "Editar" }));
    // The editor is loaded when opened.
    expect(await screen.findByLabelText(/Nombre/)).toHaveValue("David Villa");
    expect(screen.getByLabelText(/Dorsal/)).toHaveValue("7");
    // Their own number is not a clash.
    expect(screen.queryByText(/ya lo lleva/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Dorsal/));
    await user.type(screen.getByLabelText(/Dorsal/), "17");
    await user.selectOptions(screen.getByLabelText("Posición"), "Midfielder");
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    const [saved] = storedPlayers();
    expect(saved).toMatchObject({
      id: "p7",
      number: 17,
      position: "Midfielder",
      legacy: "keep me",
      stats,
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "David Villa" }),
    ).toBeInTheDocument();
  });

  it("cancelling the edit asks first, then changes nothing", async () => {
    const user = userEvent.setup();
    seedPlayers([testPlayer("p7", "David Villa", "Forward", 7)]);
    const before = localStorage.getItem("players");
    const { router } = renderAt("/player/p7?editar=1");
    await user.clear(await screen.findByLabelText(/Nombre/));
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    const ask = await screen.findByRole("alertdialog");
    expect(ask).toHaveTextContent("¿Salir sin guardar?");
    await user.click(within(ask).getByRole("button", { name: "Seguir editando" }));
    expect(router.state.location.search).toBe("?editar=1");
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Salir" }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(localStorage.getItem("players")).toBe(before);
    // The draft stays, and is offered when the editor opens again.
    expect(JSON.parse(localStorage.getItem("draft:edit-player:p7")!).values.name).toBe("");
  });
});
