import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Link } from "./Link";

function renderAt(page: React.ReactNode) {
  const router = createMemoryRouter([
    { path: "/", element: page },
    { path: "/jugadores", element: <p>Pantalla de jugadores</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe("Link", () => {
  it("is a link to the path that opens its screen when clicked", async () => {
    const router = renderAt(
      <Link to="/jugadores" className="enlace" aria-label="Ver la plantilla">
        Jugadores
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Ver la plantilla" });
    expect(link).toHaveAttribute("href", "/jugadores");
    expect(link).toHaveClass("enlace");
    await userEvent.click(link);
    expect(await screen.findByText("Pantalla de jugadores")).toBeInTheDocument();
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("leaves a click with a modifier key to the browser (a new tab), and stays", () => {
    const router = renderAt(<Link to="/jugadores">Jugadores</Link>);
    const opened = fireEvent.click(screen.getByRole("link"), { ctrlKey: true });
    expect(opened).toBe(true); // not prevented: the browser opens it
    expect(router.state.location.pathname).toBe("/");
  });

  it("runs its own onClick first, and stays when that handler prevents the default", async () => {
    const clicks: string[] = [];
    const router = renderAt(
      <Link
        to="/jugadores"
        onClick={(e) => {
          clicks.push("propio");
          e.preventDefault();
        }}
      >
        Jugadores
      </Link>,
    );
    await userEvent.click(screen.getByRole("link"));
    expect(clicks).toEqual(["propio"]);
    expect(router.state.location.pathname).toBe("/");
  });
});
