import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeFormation, makePlayer, makeRival } from "../../testing/fixtures";
import { renderPlansAt, seedLists } from "./test-utils";

const plan = (id: string, rival: string, formation = "Clásica") => ({
  id,
  rival,
  formation,
  lineup: { "Posición 1": "Iker" },
});

describe("PlansPage", () => {
  it("shows the spec's empty text and the create button", async () => {
    const { router } = renderPlansAt("/match-plans");
    expect(
      await screen.findByText(
        "No hay planificaciones disponibles. Crea una nueva planificación para comenzar.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Crear Nueva Planificación" }));
    expect(router.state.location.pathname).toBe("/match-planning");
  });

  it("lists plans with Rival, Formación, Acciones and links to the detail", async () => {
    seedLists({ matchPlans: [plan("a", "Portugal"), plan("b", "Holanda", "Ofensiva")] });
    renderPlansAt("/match-plans");
    const table = await screen.findByRole("table", { name: "Planificaciones" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Rival", "Formación", "Acciones"]);
    const rows = within(table).getAllByRole("row").slice(1);
    // The formation, then the plan's fixture, or none, and its XI in one line.
    const formationCells = rows.map((r) => within(r).getAllByRole("cell")[1]!);
    expect(formationCells.map((c) => c.firstChild!.textContent)).toEqual(["Clásica", "Ofensiva"]);
    for (const cell of formationCells) {
      expect(cell).toHaveTextContent("Sin partido del calendario");
      expect(within(cell).getByTestId("plan-xi").textContent).not.toBe("");
    }
    expect(within(rows[1]!).getByRole("link", { name: "Ver Detalles" })).toHaveAttribute(
      "href",
      "/match-plan-details/b",
    );
  });

  it("deletes only after confirmation; cancel keeps everything", async () => {
    seedLists({ matchPlans: [plan("a", "Portugal"), plan("b", "Holanda")] });
    renderPlansAt("/match-plans");
    const first = (await screen.findAllByRole("button", { name: "Eliminar" }))[0]!;
    await userEvent.click(first);
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("¿Estás seguro de que deseas eliminar esta planificación?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(JSON.parse(localStorage.getItem("matchPlans")!)).toHaveLength(2);

    await userEvent.click(screen.getAllByRole("button", { name: "Eliminar" })[0]!);
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Eliminar" }),
    );
    await waitFor(() => expect(screen.queryByText("Portugal")).toBeNull());
    expect(JSON.parse(localStorage.getItem("matchPlans")!)).toEqual([plan("b", "Holanda")]);
  });
});

describe("PlanDetailPage", () => {
  it("alerts 'Planificación no encontrada.' for an unknown id, then goes to the list", async () => {
    const { router } = renderPlansAt("/match-plan-details/nada");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Planificación no encontrada.");
    expect(router.state.location.pathname).toBe("/match-plan-details/nada");
    await userEvent.click(within(dialog).getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/match-plans"));
    // Once only, even under re-renders.
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("shows 'Formación no disponible.' and a vacant slot for an orphan plan", async () => {
    seedLists({
      matchPlans: [
        { id: "x", rival: "Holanda", formation: "Borrada", lineup: { "Posición 1": "" } },
      ],
      rivals: [],
    });
    renderPlansAt("/match-plan-details/x");
    expect(await screen.findByText("Formación no disponible.")).toBeInTheDocument();
    expect(screen.getByText("Vacante")).toBeInTheDocument();
    expect(screen.queryByText("Anotaciones del Rival")).toBeNull();
    expect(screen.getByRole("button", { name: "Imprimir" })).toBeInTheDocument();
  });

  it("finds the plan's rival, formation and players by their ids, whatever their names now", async () => {
    // Two rivals of the same name, and names in the plan older than the records' (a rename
    // that reached this device after the plan).
    seedLists({
      players: [
        { ...makePlayer("Iker Casillas", { id: "p1", number: 1 }) },
        { ...makePlayer("Iker", { id: "p2", number: 13 }) },
      ],
      formations: [{ ...makeFormation("Clásica"), id: "f1", name: "Rombo" }],
      rivals: [
        makeRival("Leones", { id: "r1", notes: ["Los otros Leones"] }),
        makeRival("Leones", { id: "r2", notes: ["Presionan arriba"] }),
      ],
      matchPlans: [
        {
          id: "x",
          rival: "Leones",
          rivalId: "r2",
          formation: "Clásica",
          formationId: "f1",
          lineup: { "Posición 1": "Iker" },
          lineupIds: { "Posición 1": "p1" },
        },
      ],
    });
    renderPlansAt("/match-plan-details/x");
    expect(await screen.findByTestId("plan-formation")).toHaveTextContent("Rombo");
    const notes = screen.getByRole("region", { name: "Anotaciones del Rival" });
    expect(notes).toHaveTextContent("Presionan arriba");
    expect(notes).not.toHaveTextContent("Los otros Leones");
    expect(screen.getAllByText("Iker Casillas").length).toBeGreaterThan(0);
  });
});
