import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { makePlayer } from "../../testing/fixtures";
import { seedLists } from "../../testing/render";
import { PlayerAccountsCard } from "./components/PlayerAccountsCard";

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
    render(<PlayerAccountsCard />);
    await userEvent.click(screen.getByRole("button", { name: "Copiar invitación de Dani" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "El servidor que compartes no está en el sitio de esta app ni entre los que admite (VITE_PLAYER_SERVERS)",
    );
  });

  it("copies the invitation of a server on the app's site", async () => {
    share(`${window.location.protocol}//${window.location.host}`);
    // user-event puts a clipboard of its own on the page.
    const user = userEvent.setup();
    render(<PlayerAccountsCard />);
    await user.click(screen.getByRole("button", { name: "Copiar invitación de Dani" }));
    expect(await screen.findByText(/Invitación de Dani copiada/)).toBeVisible();
    const link = new URL(await navigator.clipboard.readText());
    expect(link.searchParams.get("usuario")).toBe("dani");
  });
});
