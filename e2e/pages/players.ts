// Players: the list ('Jugadores') and the player form ('Datos del jugador').
import type { Page } from "@playwright/test";

export const playersList = (page: Page) => ({
  heading: page.getByRole("heading", { level: 1, name: "Jugadores" }),
  table: page.getByRole("table", { name: "Jugadores" }),
  search: page.getByRole("searchbox", { name: /Buscar jugadores/ }),
  filter: page.getByRole("button", { name: "Filtrar" }),
  filters: page.getByRole("group", { name: "Filtros" }),
  clearSearch: page.getByRole("button", { name: "Limpiar búsqueda y filtros" }),
  pager: page.getByRole("navigation", { name: "Páginas" }),
  /** The delete button of one player's row. */
  remove: (name: string) => page.getByRole("button", { name: `Eliminar a ${name}` }),
  open: () => page.goto("/players"),
});

export const playerForm = (page: Page) => ({
  name: page.getByLabel("Nombre"),
  position: page.getByLabel("Posición"),
  number: page.getByLabel("Dorsal"),
  height: page.getByLabel("Altura (cm)"),
  weight: page.getByLabel("Peso (kg)"),
  birthdate: page.getByLabel("Fecha de nacimiento"),
  foot: page.getByLabel("Pie preferido"),
  photo: page.getByLabel("URL de la foto"),
  save: page.getByRole("button", { name: "Guardar jugador" }),
  open: () => page.goto("/add-player"),
});
