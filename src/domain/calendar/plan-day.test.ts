// A plan's day and notes: typed on a plan of its own, taken from the fixture when it has one.
import { describe, expect, it } from "vitest";
import { dayValuesOf, planDayFrom } from "./plan-form";
import { planDayOf, planDayText } from "./match-plan";

const fixture = {
  date: "2026-11-28",
  time: "18:30",
  competition: "Liga",
  venue: "Campo Municipal",
};
const typed = {
  date: "2026-12-05",
  time: " 11:00 ",
  competition: "Copa",
  venue: "",
  notes: "  Córners: Piqué al primer palo.\nMarcaje al 10.  ",
};

describe("planDayFrom", () => {
  it("stores the typed day and notes, trimmed, without the empty ones", () => {
    expect(planDayFrom(typed, undefined)).toEqual({
      date: "2026-12-05",
      time: "11:00",
      competition: "Copa",
      notes: "Córners: Piqué al primer palo.\nMarcaje al 10.",
    });
  });

  it("takes the fixture's day (the calendar owns it) and keeps the coach's notes", () => {
    expect(planDayFrom(typed, fixture)).toEqual({
      ...fixture,
      notes: "Córners: Piqué al primer palo.\nMarcaje al 10.",
    });
  });
});

describe("planDayOf and its text", () => {
  it("the fixture as it stands now first, else what the plan stored", () => {
    const plan = { date: "2026-11-21", time: "10:00", competition: "Liga", venue: "Viejo" };
    expect(planDayOf(plan, fixture)).toEqual(fixture);
    expect(planDayOf(plan, undefined)).toEqual(plan);
    expect(planDayOf({}, undefined)).toEqual({ date: "", time: "", competition: "", venue: "" });
  });

  it("reads 'competition · day · time · ground', skipping what is not known", () => {
    expect(planDayText(fixture)).toBe("Liga · sábado, 28 de noviembre · 18:30 · Campo Municipal");
    expect(planDayText(fixture, false)).toBe("Liga · sábado, 28 de noviembre · 18:30");
    expect(planDayText({ date: "", time: "", competition: "Copa", venue: "" })).toBe("Copa");
    expect(planDayText(planDayOf({}, undefined))).toBe("");
  });

  it("a saved plan opens the form with its day and notes ('' where it has none)", () => {
    expect(dayValuesOf({ notes: "Presión alta", date: 3 })).toEqual({
      date: "",
      time: "",
      competition: "",
      venue: "",
      notes: "Presión alta",
    });
  });
});
