import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "../../config/paths";
import { buildFormation, defaultRoles, DEFAULT_LINES } from "../../domain/squad/formation-roles";
import { invalidate } from "../../state/store";
import { DialogProvider } from "../../ui/dialogs";
import { MatchPlanningPage } from "./MatchPlanningPage";

const positions = ["Goalkeeper", ...Array(4).fill("Defender"), ...Array(4).fill("Midfielder")];
const names = Array.from({ length: 11 }, (_, i) => `Jugador ${i + 1}`);
const players = names.map((name, i) => ({
  id: `p${i + 1}`,
  name,
  position: positions[i] ?? "Forward",
  number: i + 1,
  preferredFoot: "Right",
  stats: {
    goals: 0,
    assists: 0,
    matches: 0,
    minutesPlayed: 0,
    yellowCards: 0,
    redCards: 0,
    positions: {},
  },
}));
const formation = buildFormation("Clásica", DEFAULT_LINES, defaultRoles(DEFAULT_LINES));
const rival = (name: string, notes: string[] = []) => ({
  name,
  homeGround: "",
  primaryColor: "#000",
  secondaryColor: "#fff",
  notes,
  matchesPlayed: 0,
  wins: 0,
  losses: 0,
  draws: 0,
  matchHistory: [],
  matches: [],
});

function setup(squad: readonly object[] = players) {
  localStorage.setItem("players", JSON.stringify(squad));
  localStorage.setItem("formations", JSON.stringify([formation]));
  localStorage.setItem(
    "rivals",
    JSON.stringify([rival("Portugal", ["Presión alta"]), rival("Holanda")]),
  );
  invalidate();
  const router = createMemoryRouter(
    [
      { path: paths.planning, element: <MatchPlanningPage /> },
      { path: paths.plans, element: <h1>Planificaciones</h1> },
    ],
    { initialEntries: [paths.planning] },
  );
  render(
    <DialogProvider>
      <RouterProvider router={router} />
    </DialogProvider>,
  );
  return router;
}

const storedRivals = () =>
  JSON.parse(localStorage.getItem("rivals")!) as { name: string; notes: string[] }[];

describe("MatchPlanningPage", () => {
  it("fills the XI with 'Once sugerido' (a reason per position) and 'Repetir último once'", async () => {
    // No match yet: the suggestion goes by line; the last XI has nothing to repeat.
    setup();
    await userEvent.selectOptions(await screen.findByLabelText("Formación"), "Clásica (1-4-4-2)");
    await userEvent.click(screen.getByRole("button", { name: "Repetir último once" }));
    expect(
      screen.getByText("No hay ningún partido anterior con esta formación."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Once sugerido" }));
    expect(screen.getByTestId("starters-count")).toHaveTextContent("11/11");
    const keeper = screen.getByTestId("starter-1");
    expect(within(keeper).getAllByRole("combobox")[0]).toHaveValue("1 · Jugador 1");
    expect(within(keeper).getByTestId("pick-reason")).toHaveTextContent(
      "Portero · sin partidos previos",
    );
    // Every pick stays editable: emptied, the position loses the suggestion and its reason.
    await userEvent.clear(within(keeper).getAllByRole("combobox")[0]!);
    await userEvent.tab();
    expect(screen.getByTestId("starters-count")).toHaveTextContent("10/11");
    expect(within(keeper).queryByTestId("pick-reason")).toBeNull();
  });

  it("adds a note only with a rival selected, ignoring blanks, to that rival", async () => {
    setup();
    const input = await screen.findByRole("textbox", { name: "Nueva nota" });
    expect(input).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText("Rival"), "Holanda");
    expect(screen.getByText("No hay notas disponibles.")).toBeInTheDocument();
    await userEvent.type(input, "   {Enter}");
    expect(storedRivals()[1]!.notes).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, "Juegan al contragolpe{Enter}");
    expect(storedRivals()[1]!.notes).toEqual(["Juegan al contragolpe"]);
    expect(storedRivals()[0]!.notes).toEqual(["Presión alta"]);
    expect(input).toHaveValue("");
  });

  it("shows the no-formation message and refuses an incomplete save with the spec alert", async () => {
    const router = setup();
    expect(
      await screen.findByText("Selecciona una formación para ver recomendaciones."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Guardar Planificación" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(
      "Completa todos los campos antes de guardar la planificación.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Aceptar" }));
    expect(localStorage.getItem("matchPlans")).toBeNull();
    expect(router.state.location.pathname).toBe("/match-planning");
  });

  it("saves {id, rival, formation, lineup} and goes to /match-plans", async () => {
    const router = setup();
    await userEvent.selectOptions(await screen.findByLabelText("Rival"), "Portugal");
    await userEvent.selectOptions(screen.getByLabelText("Formación"), "Clásica (1-4-4-2)");
    for (const i of names.keys()) {
      const row = screen.getByTestId(`starter-${i + 1}`);
      // Typing the shirt number picks that player.
      await userEvent.type(within(row).getAllByRole("combobox")[0]!, `${i + 1}{Enter}`);
    }
    expect(within(screen.getByTestId("starter-11")).getAllByRole("combobox")[0]).toHaveValue(
      "11 · Jugador 11",
    );
    // A chosen player is not offered in another slot.
    const second = within(screen.getByTestId("starter-2")).getAllByRole("combobox")[0]!;
    await userEvent.clear(second);
    await userEvent.type(second, "1");
    const list = screen.getByRole("listbox");
    expect(within(list).queryByRole("option")).toBeNull();
    expect(list).toHaveTextContent("Ningún jugador coincide.");
    await userEvent.keyboard("{Escape}");
    await userEvent.clear(second);
    await userEvent.type(second, "2{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Guardar Planificación" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/match-plans"));
    const [plan] = JSON.parse(localStorage.getItem("matchPlans")!) as Record<string, unknown>[];
    expect(plan).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      rival: "Portugal",
      formation: "Clásica",
      lineup: Object.fromEntries(names.map((n, i) => [`Posición ${i + 1}`, n])),
      // The ids of what the plan names, beside the names (docs/storage.md).
      rivalId: expect.any(String),
      formationId: expect.any(String),
      lineupIds: expect.any(Object),
      // The substitution ideas on screen when saved: nobody here has a goal or an assist.
      suggestionIds: [],
    });
    expect(Object.keys(plan!.lineupIds as object)).toHaveLength(names.length);
  }, 30000);

  it("keeps two players of the same name apart: each position keeps the id picked", async () => {
    // A second 'Jugador 2' (a defender, #12): picked by shirt number for the third position.
    const twin = { ...players[1]!, id: "p12", number: 12 };
    const router = setup([...players, twin]);
    await userEvent.selectOptions(await screen.findByLabelText("Rival"), "Portugal");
    await userEvent.selectOptions(screen.getByLabelText("Formación"), "Clásica (1-4-4-2)");
    const picks = [1, 2, 12, 4, 5, 6, 7, 8, 9, 10, 11];
    for (const [i, shirt] of picks.entries()) {
      const row = screen.getByTestId(`starter-${i + 1}`);
      await userEvent.type(within(row).getAllByRole("combobox")[0]!, `${shirt}{Enter}`);
    }
    expect(within(screen.getByTestId("starter-3")).getAllByRole("combobox")[0]).toHaveValue(
      "12 · Jugador 2",
    );
    await userEvent.click(screen.getByRole("button", { name: "Guardar Planificación" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/match-plans"));
    const [plan] = JSON.parse(localStorage.getItem("matchPlans")!) as Record<string, unknown>[];
    expect(plan!.lineup).toMatchObject({ "Posición 2": "Jugador 2", "Posición 3": "Jugador 2" });
    expect(plan!.lineupIds).toMatchObject({ "Posición 2": "p2", "Posición 3": "p12" });
  }, 30000);
});
