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

/**
 * The keyboard, counted. One interaction is one key pressed (Tab, Enter, Alt+T…) or one value
 * typed into one field ('23' is one value, two keystrokes); both counts are kept, and the Tabs.
 */
export function countedKeyboard(page: Page) {
  const count = { interactions: 0, keystrokes: 0, tabs: 0 };
  return {
    count,
    press: async (key: string) => {
      count.interactions += 1;
      count.keystrokes += 1;
      if (key === "Tab") count.tabs += 1;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      count.interactions += 1;
      count.keystrokes += text.length;
      await page.keyboard.type(text);
    },
    /** The focused field's label (or name). */
    focused: () =>
      page.evaluate(() => {
        const a = document.activeElement as HTMLInputElement | null;
        return a
          ? (a.labels?.[0]?.textContent ?? a.getAttribute("aria-label") ?? a.textContent)
          : "";
      }),
  };
}
