// The calendar: coming fixtures, the fixture form, the call-up.
import type { Page } from "@playwright/test";

export const calendarPage = (page: Page) => ({
  heading: page.getByRole("heading", { level: 1 }),
  coming: page.getByRole("list", { name: "Próximos partidos" }),
  results: page.getByRole("list", { name: "Resultados" }),
  rival: page.getByLabel("Rival"),
  squadCount: page.getByTestId("squad-count"),
  unavailable: page.getByTestId("unavailable-players"),
  saveCallUp: page.getByRole("button", { name: "Guardar convocatoria" }),
  open: () => page.goto("/calendar"),
  openCallUp: (fixtureId: string) => page.goto(`/calendar/${fixtureId}/convocatoria`),
});
