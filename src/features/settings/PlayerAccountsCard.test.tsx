import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { makePlayer } from "../../testing/fixtures";
import { seedLists } from "../../testing/render";
import { PlayerAccountsCard } from "./components/PlayerAccountsCard";

const renderCard = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: "/", element: <PlayerAccountsCard /> }])}
    />,
  );

const share = (server: string) =>
  localStorage.setItem(
    "banquilloSync",
    JSON.stringify({ server, database: "banquillo_club", user: "ana" }),
  );

describe("PlayerAccountsCard", () => {
  beforeEach(() => {
    seedLists({ players: [makePlayer("Dani", { id: "p1" })] });
    localStorage.setItem(
      "playerAccounts",
      JSON.stringify({ version: 1, accounts: [{ playerId: "p1", user: "dani" }] }),
    );
  });

  it("does not copy an invitation the player's page would refuse: its server is off the app's site", async () => {
    share("https://couch.otro.es");
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Copiar invitación de Dani" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "El servidor que compartes no está en el sitio de esta app ni entre los que admite (VITE_PLAYER_SERVERS)",
    );
  });

  it("copies the invitation of a server on the app's site", async () => {
    share(`${window.location.protocol}//${window.location.host}`);
    // user-event puts a clipboard of its own on the page.
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole("button", { name: "Copiar invitación de Dani" }));
    expect(await screen.findByText(/Invitación de Dani copiada/)).toBeVisible();
    const link = new URL(await navigator.clipboard.readText());
    expect(link.searchParams.get("usuario")).toBe("dani");
  });

  it("refuses an account beside its player's field, keeps what was typed as a draft", async () => {
    seedLists({ players: [makePlayer("Dani", { id: "p1" }), makePlayer("Leo", { id: "p2" })] });
    const user = userEvent.setup();
    const first = renderCard();
    const leo = screen.getByLabelText("Cuenta para respuestas · Leo");
    await user.type(leo, "dani");
    expect(JSON.parse(localStorage.getItem("draft:player-accounts")!).values).toEqual({
      p1: "dani",
      p2: "dani",
    });
    await user.click(screen.getByRole("button", { name: "Guardar cuentas" }));
    expect(leo).toHaveAccessibleDescription("La cuenta «dani» ya es de Dani.");
    first.unmount();

    renderCard();
    await user.click(screen.getByRole("button", { name: "Continuar borrador" }));
    expect(screen.getByLabelText("Cuenta para respuestas · Leo")).toHaveValue("dani");
    await user.clear(screen.getByLabelText("Cuenta para respuestas · Leo"));
    await user.type(screen.getByLabelText("Cuenta para respuestas · Leo"), "leo");
    await user.click(screen.getByRole("button", { name: "Guardar cuentas" }));
    expect(await screen.findByText("Cuentas guardadas.")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("playerAccounts")!).accounts).toEqual([
      { playerId: "p1", user: "dani" },
      { playerId: "p2", user: "leo" },
    ]);
    expect(localStorage.getItem("draft:player-accounts")).toBeNull();
  }, 20_000);
});
