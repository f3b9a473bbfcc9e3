// The live match: setup ('Ir al partido'), the clock's buttons, the event buttons, the log.
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";
import { jump } from "../support";

export const liveMatch = (page: Page) => ({
  rival: page.getByLabel("Rival"),
  formation: page.getByLabel("Formación"),
  go: page.getByRole("button", { name: "Ir al partido", exact: true }),
  kickOff: page.getByRole("button", { name: "Pitido inicial" }),
  endFirstHalf: page.getByRole("button", { name: "Fin 1ª parte" }),
  startSecondHalf: page.getByRole("button", { name: "Empezar 2ª parte" }),
  fullTime: page.getByRole("button", { name: "Final del partido" }),
  review: page.getByRole("button", { name: "Revisar y guardar" }),
  discard: page.getByRole("button", { name: "Descartar partido" }),
  ourGoal: page.getByRole("button", { name: "Gol nuestro" }),
  shot: page.getByRole("button", { name: "Tiro", exact: true }),
  rivalShot: page.getByRole("button", { name: "Tiro rival" }),
  score: page.getByTestId("live-score"),
  onPitch: page.getByRole("region", { name: "En el campo" }),
  log: page.getByRole("region", { name: "Registro del partido" }),
  narrowNotice: page.getByTestId("narrow-notice"),
  /** The sheet that asks who (scorer, assistant, player booked...). */
  sheet: page.getByRole("dialog"),
  open: (query = "") => page.goto(`/live${query}`),
  /**
   * From half-time to the saved match, on Playwright's fake clock: the second half in one
   * stretch, full time confirmed, then 'Revisar y guardar' and 'Guardar partido'.
   */
  async playSecondHalfAndSave() {
    await page.getByRole("button", { name: "Empezar 2ª parte", exact: true }).click();
    await jump(page, 46 * 60_000);
    await page.getByRole("button", { name: "Final del partido", exact: true }).click();
    // The confirmation's code loads on demand: let the paused page clock move until it shows.
    const finish = page.getByRole("alertdialog").getByRole("button", { name: "Terminar" });
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(finish).toBeVisible({ timeout: 250 });
    }).toPass();
    await finish.click();
    await page.getByRole("button", { name: "Revisar y guardar", exact: true }).click();
    await page.getByRole("button", { name: "Guardar partido", exact: true }).click();
    await expect(page).toHaveURL(/\/match-details\//);
  },
});
