// Player mode (docs/sync.md, "La vista del jugador"): once a player's account is kept on the
// device, the shell shows no staff menu and every staff route leads to the player view; a staff
// device is untouched, and opening /jugador there shows no staff menu either.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoutes } from "../testing/render";
import { routes } from "./routes";

afterEach(() => localStorage.clear());

describe("player mode in the shell", () => {
  it("sends every staff route to /jugador, without the staff menu, even with an unreadable account", async () => {
    // Not an account this version can read: the view says so and offers 'Salir', no crash.
    localStorage.setItem("banquilloJugador", "{}");
    for (const url of ["/", "/players", "/settings", "/calendar/nuevo", "/no-existe"]) {
      const { router, unmount } = renderRoutes(routes, url);
      await waitFor(() => expect(router.state.location.pathname).toBe("/jugador"));
      expect(
        await screen.findByText(/Este teléfono no tiene una cuenta de jugador/),
      ).toBeInTheDocument();
      expect(screen.queryByRole("navigation", { name: "Menú principal" })).toBeNull();
      expect(screen.getByRole("button", { name: "Salir" })).toBeInTheDocument();
      unmount();
    }
  });

  it("leaves a staff device's routes alone", async () => {
    const { router } = renderRoutes(routes, "/players");
    expect(
      await screen.findByRole("navigation", { name: "Menú principal" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/players");
  });
});
