// Match planning: rival, formation, the eleven starters, the suggestions, the save.
import type { Page } from "@playwright/test";

export const planning = (page: Page) => ({
  rival: page.getByLabel("Rival", { exact: true }),
  formation: page.getByLabel("Formación", { exact: true }),
  startersCount: page.getByTestId("starters-count"),
  formationStats: page.getByTestId("formation-stats"),
  /** The combobox of one starting position (1 to 11). */
  starter: (position: number) => page.getByTestId(`starter-${position}`),
  board: page.getByRole("group", { name: "Diagrama táctico" }),
  suggestions: page.getByTestId("suggestion"),
  addNote: page.getByRole("button", { name: "Añadir nota" }),
  save: page.getByRole("button", { name: "Guardar Planificación" }),
  open: () => page.goto("/match-planning"),
});
