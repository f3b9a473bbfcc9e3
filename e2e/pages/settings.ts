// Settings: the team (name, crest), the AI connection and sharing with the staff.
import type { Page } from "@playwright/test";

export const settings = (page: Page) => ({
  heading: page.getByRole("heading", { level: 1 }),
  teamName: page.getByTestId("team-name"),
  saveTeam: page.getByRole("button", { name: "Guardar equipo" }),
  save: page.getByRole("button", { name: "Guardar", exact: true }),
  sharing: page.getByRole("form", { name: "Compartir con el cuerpo técnico" }),
  saveAndConnect: page.getByRole("button", { name: "Guardar y conectar" }),
  status: page.getByRole("status"),
  alert: page.getByRole("alert"),
  open: () => page.goto("/settings"),
});
