import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { invalidate } from "../../state/store";
import { renderAt, storedRivals } from "./test-utils";

beforeEach(() => invalidate());

describe("AddRivalPage", () => {
  it("requires a name and an http(s) logo; nothing is saved until valid", async () => {
    const user = userEvent.setup();
    renderAt("/add-rival");
    await user.type(screen.getByLabelText("Logo (URL)"), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Guardar rival" }));
    expect(await screen.findByText("El nombre del rival es obligatorio.")).toBeInTheDocument();
    expect(
      screen.getByText("El logo debe ser una dirección que empiece por http:// o https://."),
    ).toBeInTheDocument();
    expect(localStorage.getItem("rivals")).toBeNull();
  });

  it("refuses a name and a ground over the readers' limit, beside each field", async () => {
    const user = userEvent.setup();
    renderAt("/add-rival");
    await user.click(screen.getByLabelText(/Nombre/));
    await user.paste("R".repeat(120_000));
    await user.click(screen.getByLabelText(/Estadio/));
    await user.paste("C".repeat(201));
    await user.click(screen.getByRole("button", { name: "Guardar rival" }));
    expect(await screen.findAllByText("Máximo 200 caracteres.")).toHaveLength(2);
    expect(localStorage.getItem("rivals")).toBeNull();
  });

  it("saves the rival with empty notes and zeroed counters, then returns to the list", async () => {
    const user = userEvent.setup();
    const { router } = renderAt("/add-rival");
    await user.type(screen.getByLabelText(/Nombre/), " Atlético Norte ");
    await user.type(screen.getByLabelText("Logo (URL)"), "https://example.com/escudo.png");
    await user.type(screen.getByLabelText("Estadio"), "Campo del Norte");
    fireEvent.input(screen.getByLabelText("Color principal"), { target: { value: "#b91c1c" } });
    await user.click(screen.getByRole("button", { name: "Guardar rival" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/rivals"));
    expect(storedRivals()).toEqual([
      {
        id: expect.any(String),
        name: "Atlético Norte",
        logo: "https://example.com/escudo.png",
        homeGround: "Campo del Norte",
        primaryColor: "#b91c1c",
        secondaryColor: "#ffffff",
        notes: [],
        matchesPlayed: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        matchHistory: [],
        matches: [],
      },
    ]);
  });
});
