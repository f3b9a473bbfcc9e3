import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { makeMatch, makePlayer } from "../../testing/fixtures";
import { invalidate, peekList } from "../../state/store";
import { DialogProvider } from "../../ui/dialogs";
import { DashboardPage } from "./DashboardPage";

beforeEach(() => invalidate());

function renderDashboard(lists: Record<string, unknown[]> = {}) {
  for (const [k, v] of Object.entries(lists)) localStorage.setItem(k, JSON.stringify(v));
  invalidate();
  const router = createMemoryRouter([{ path: "/", element: <DashboardPage /> }]);
  render(
    <DialogProvider>
      <RouterProvider router={router} />
    </DialogProvider>,
  );
}

const tile = (label: string) =>
  within(screen.getByRole("region", { name: "Resumen" })).getByText(label).parentElement!;

describe("DashboardPage", () => {
  it("with a season of matches, waits for no list it does not show", () => {
    // The rivals, formations, plans and saved insights only count towards the welcome's steps.
    renderDashboard({
      players: [makePlayer("Ana")],
      matches: [makeMatch({ id: "1", date: "2024-01-01" })],
      rivals: [{ id: "r1", name: "Leones" }],
      formations: [{ id: "f1", name: "4-4-2", positions: [] }],
      matchPlans: [],
      savedInsights: ["Un insight"],
    });
    expect(tile("Partidos")).toHaveTextContent("1");
    for (const key of ["rivals", "formations", "matchPlans", "savedInsights"] as const)
      expect(peekList(key), key).toBeUndefined();
  });

  it("shows the empty texts and a welcome to a brand-new user", async () => {
    renderDashboard();
    // The welcome is loaded only for a team without matches.
    expect(await screen.findByRole("region", { name: "Bienvenida" })).toBeInTheDocument();
    expect(screen.getByText("No hay partidos recientes")).toBeInTheDocument();
    expect(screen.getByText("No hay jugadores destacados")).toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: "Cargar equipo de ejemplo" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Planificar Partido" })).toHaveAttribute(
      "href",
      "/match-planning",
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Mi Equipo");
  });

  it("counts wins, draws, losses and the points percentage", () => {
    const score = (home: number, away: number) => ({ home, away });
    renderDashboard({
      players: [makePlayer("Ana", { stats: { goals: 3 } }), makePlayer("Bea")],
      matches: [
        makeMatch({ id: "1", date: "2024-01-01", score: score(1, 0) }),
        makeMatch({ id: "2", date: "2024-01-08", score: score(2, 0) }),
        makeMatch({ id: "3", date: "2024-01-15", score: score(3, 1) }),
        makeMatch({ id: "4", date: "2024-01-22", score: score(1, 1) }),
        makeMatch({ id: "5", date: "2024-01-29", score: score(0, 2) }),
        makeMatch({ id: "6", date: "2023-12-01", score: score(0, 0), rival: "Sexto" }),
      ],
    });
    expect(tile("Jugadores")).toHaveTextContent("2");
    expect(tile("Partidos")).toHaveTextContent("6");
    // 6 matches: 3 W, 2 D, 1 L = 11 of 18 = 61.1 → 61 %.
    expect(tile("Puntos")).toHaveTextContent("61 %");
    expect(tile("Victorias")).toHaveTextContent("3");
    expect(tile("Empates")).toHaveTextContent("2");
    expect(tile("Derrotas")).toHaveTextContent("1");
    const recent = within(screen.getByRole("list", { name: "Últimos partidos" })).getAllByRole(
      "listitem",
    );
    expect(recent).toHaveLength(5);
    expect(screen.queryByText("Sexto")).toBeNull();
    expect(screen.queryByRole("region", { name: "Bienvenida" })).toBeNull();
    const top = within(screen.getByRole("list", { name: "Jugadores destacados" })).getAllByRole(
      "listitem",
    );
    expect(top[0]).toHaveTextContent("Ana");
  });
});
