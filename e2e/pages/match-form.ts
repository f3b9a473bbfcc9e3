// The match form ('Registrar partido' / editing a match) and the matches' list.
import type { Page } from "@playwright/test";

export const matchForm = (page: Page) => ({
  date: page.getByLabel("Fecha"),
  rival: page.getByLabel("Rival"),
  goalsFor: page.getByLabel("Goles a favor"),
  goalsAgainst: page.getByLabel("Goles en contra"),
  formation: page.getByLabel("Formación"),
  scorers: page.getByRole("region", { name: "Goleadores" }),
  save: page.getByRole("button", { name: "Guardar partido" }),
  open: () => page.goto("/add-match"),
});

export const matchesList = (page: Page) => ({
  table: page.getByRole("table", { name: "Partidos" }),
  add: page.getByRole("link", { name: "Registrar partido" }),
  none: page.getByText("No se encontraron partidos..."),
  next: page.getByRole("button", { name: "Siguiente" }),
  open: () => page.goto("/matchs"),
});
