import { describe, expect, it } from "vitest";
import {
  competitionsIn,
  filterMatches,
  seasonOfDate,
  seasonOfMatch,
  seasonStartMonthOf,
  seasonsIn,
  withSeason,
} from "./season";
import { makeMatch } from "../../testing/fixtures";

describe("seasonOfDate", () => {
  it("runs August–July by default: '2025-26'", () => {
    expect(seasonOfDate("2025-08-01")).toBe("2025-26");
    expect(seasonOfDate("2026-07-31")).toBe("2025-26");
    expect(seasonOfDate("2025-07-31")).toBe("2024-25");
    expect(seasonOfDate("1999-12-01")).toBe("1999-00");
  });

  it("follows the first month; January gives calendar-year seasons", () => {
    expect(seasonOfDate("2025-03-01", 3)).toBe("2025-26");
    expect(seasonOfDate("2025-02-28", 3)).toBe("2024-25");
    expect(seasonOfDate("2025-12-31", 1)).toBe("2025");
  });

  it("gives nothing for a date that is not a calendar day, and reads a bad month as 8", () => {
    expect(seasonOfDate("2025-02-30")).toBeUndefined();
    expect(seasonOfDate("")).toBeUndefined();
    expect(seasonStartMonthOf(13)).toBe(8);
    expect(seasonStartMonthOf("3")).toBe(8);
    expect(seasonOfDate("2025-07-15", 0)).toBe("2024-25");
  });
});

describe("a match's season and competition", () => {
  it("prefers the stored season, else the date's", () => {
    expect(seasonOfMatch(makeMatch({ date: "2025-09-01", season: "Otra" }))).toBe("Otra");
    expect(seasonOfMatch(makeMatch({ date: "2025-09-01", season: "  " }))).toBe("2025-26");
  });

  it("withSeason sets it from the date only when absent", () => {
    expect(withSeason(makeMatch({ date: "2024-01-10" }), 8).season).toBe("2023-24");
    const kept = makeMatch({ date: "2024-01-10", season: "2024" });
    expect(withSeason(kept, 8)).toBe(kept);
  });

  it("lists seasons newest first and competitions usual three first, then the rest A–Z", () => {
    const ms = [
      makeMatch({ date: "2023-09-01", competition: "Torneo de verano" }),
      makeMatch({ date: "2025-09-01", competition: "Liga" }),
      makeMatch({ date: "2024-09-01", competition: "Amistoso" }),
      makeMatch({ date: "2024-10-01", competition: "Copa" }),
      makeMatch({ date: "2024-10-02", competition: "Alevín" }),
      makeMatch({ date: "bad" }),
    ];
    expect(seasonsIn(ms, 8)).toEqual(["2025-26", "2024-25", "2023-24"]);
    expect(competitionsIn(ms)).toEqual(["Liga", "Copa", "Amistoso", "Alevín", "Torneo de verano"]);
  });
});

describe("filterMatches", () => {
  const ms = [
    makeMatch({ id: "a", date: "2024-09-01", competition: "Liga" }),
    makeMatch({ id: "b", date: "2025-01-01", competition: "Copa" }),
    makeMatch({ id: "c", date: "2025-09-01", competition: "Liga" }),
  ];
  it("keeps the matches of the season and competition asked for", () => {
    expect(filterMatches(ms, { season: "2024-25" }, 8).map((m) => m.id)).toEqual(["a", "b"]);
    expect(filterMatches(ms, { competition: "Liga" }, 8).map((m) => m.id)).toEqual(["a", "c"]);
    expect(
      filterMatches(ms, { season: "2024-25", competition: "Liga" }, 8).map((m) => m.id),
    ).toEqual(["a"]);
  });
  it("returns the same list with no filter", () => {
    expect(filterMatches(ms, { season: "", competition: "" }, 8)).toBe(ms);
  });
});
