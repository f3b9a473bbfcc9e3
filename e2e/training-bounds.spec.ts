// 500 training series as a server without the rules (or a restored file) can leave them: half from
// year 1 to 9999, half a year each of every weekday. The calendar appears with a screenful of
// sessions and says it stopped there, and the .ics export finishes, bounded.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { failOnPageError, seed } from "./support";

/** "Today": Tuesday 24 November 2026, 10:00 in Madrid. */
const NOW = new Date("2026-11-24T10:00:00+01:00");

const hostile = Array.from({ length: 500 }, (_, i) => ({
  id: `hostil-${i}`,
  weekdays: i % 2 ? [1, 2, 3, 4, 5] : [1, 2, 3, 4, 5, 6, 7],
  time: "19:00",
  from: i % 2 ? "2026-06-01" : "0001-01-01",
  until: i % 2 ? "2027-05-31" : "9999-12-31",
  place: `Campo ${i}`,
  minutes: 90,
  focus: "",
}));

test.use({ viewport: { width: 1280, height: 900 } });

test("with 500 hostile series the calendar appears and the .ics export finishes", async ({
  page,
}) => {
  const errors = failOnPageError(page);
  await seed(page, { trainingSeries: { version: 1, items: hostile } });
  await page.clock.install({ time: NOW });
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { name: "Calendario", level: 1 })).toBeVisible();
  const list = page.getByRole("list", { name: "Entrenamientos" });
  await expect(list.getByRole("listitem", { name: /^Entrenamiento · / })).toHaveCount(100);
  await expect(
    page.getByText("Se muestran los 100 primeros entrenamientos de estas semanas."),
  ).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar calendario (.ics)" }).click();
  const text = readFileSync((await (await download).path())!, "utf8");
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
  // A year either side of today, at most 1,000 sessions: the series from year 1 were cut by the
  // reader to their first 550 days, so only the year-long ones reach the file.
  expect(events).toHaveLength(1_000);
  const first = new ICAL.Event(events[0]);
  expect(first.startDate.toJSDate().toISOString()).toBe("2026-06-01T17:00:00.000Z");
  expect(errors()).toEqual([]);
});
