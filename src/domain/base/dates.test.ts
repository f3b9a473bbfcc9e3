import { describe, expect, it } from "vitest";
import {
  pad2,
  isoOfUtcDay,
  utcDay,
  ageOn,
  isIsoDate,
  parseIsoDate,
  sortNewestFirst,
  sortOldestFirst,
  todayIso,
} from "./dates";

describe("isIsoDate", () => {
  it("accepts real calendar days", () => {
    expect(isIsoDate("2024-04-14")).toBe(true);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2000-02-29")).toBe(true);
    expect(isIsoDate("1999-12-31")).toBe(true);
  });
  it("rejects impossible days and other formats", () => {
    for (const s of [
      "2023-02-29",
      "1900-02-29",
      "2024-04-31",
      "2024-13-01",
      "2024-00-10",
      "2024-01-00",
      "2024-4-14",
      "14/04/2024",
      "2024-04-14T00:00:00Z",
      " 2024-04-14",
      "",
      "abc",
    ]) {
      expect(isIsoDate(s), s).toBe(false);
    }
  });
  it("never throws on a non-string at runtime", () => {
    expect(isIsoDate(undefined as unknown as string)).toBe(false);
    expect(parseIsoDate(12 as unknown as string)).toBeUndefined();
  });
});

describe("utcDay", () => {
  it("reads the years 0–99 as themselves, and gives '' past the year 9999", () => {
    expect(isoOfUtcDay(utcDay("0001-01-01")!)).toBe("0001-01-01");
    expect(new Date(utcDay("0099-12-31")!).getUTCFullYear()).toBe(99);
    expect(isoOfUtcDay(utcDay("9999-12-31")! + 86_400_000)).toBe("");
    expect(utcDay("2026-02-30")).toBeUndefined();
  });
});

describe("ageOn", () => {
  it("counts whole years", () => {
    expect(ageOn("2000-04-14", "2024-04-13")).toBe(23);
    expect(ageOn("2000-04-14", "2024-04-14")).toBe(24);
    expect(ageOn("2000-04-14", "2024-12-01")).toBe(24);
    expect(ageOn("2024-04-14", "2024-04-14")).toBe(0);
  });
  it("handles 29 February birthdays", () => {
    expect(ageOn("2004-02-29", "2023-02-28")).toBe(18);
    expect(ageOn("2004-02-29", "2023-03-01")).toBe(19);
  });
  it("is null when invalid or in the future", () => {
    expect(ageOn("", "2024-01-01")).toBeNull();
    expect(ageOn("2000-01-01", "nope")).toBeNull();
    expect(ageOn("2025-01-01", "2024-12-31")).toBeNull();
  });
});

describe("todayIso", () => {
  it("uses the local calendar day", () => {
    expect(todayIso(new Date(2024, 3, 14, 23, 59))).toBe("2024-04-14");
    expect(todayIso(new Date(2024, 0, 1, 0, 0))).toBe("2024-01-01");
  });
  it("defaults to now", () => {
    expect(isIsoDate(todayIso())).toBe(true);
  });
});

describe("sortNewestFirst", () => {
  it("orders by date descending without touching the input", () => {
    const items = Object.freeze([
      { id: "a", date: "2024-01-10" },
      { id: "b", date: "2024-03-01" },
      { id: "c", date: "2023-12-31" },
    ]);
    expect(sortNewestFirst(items).map((x) => x.id)).toEqual(["b", "a", "c"]);
    expect(items.map((x) => x.id)).toEqual(["a", "b", "c"]);
  });
  it("puts the later-stored first for equal dates and invalid dates last", () => {
    const items = [
      { id: "bad1", date: "" },
      { id: "a", date: "2024-05-01" },
      { id: "b", date: "2024-05-01" },
      { id: "old", date: "2020-01-01" },
      { id: "bad2", date: "2024-02-30" },
      { id: "c", date: "2024-05-01" },
    ];
    expect(sortNewestFirst(items).map((x) => x.id)).toEqual(["c", "b", "a", "old", "bad2", "bad1"]);
  });
  it("handles an empty list", () => {
    expect(sortNewestFirst([])).toEqual([]);
  });
  it("sortOldestFirst is the exact reverse (stored order for equal dates)", () => {
    const items = [
      { id: "a", date: "2024-05-01" },
      { id: "old", date: "2020-01-01" },
      { id: "b", date: "2024-05-01" },
    ];
    expect(sortOldestFirst(items).map((x) => x.id)).toEqual(["old", "a", "b"]);
  });
});

describe("pad2", () => {
  it("pad2 gives two digits", () => {
    expect(pad2(3)).toBe("03");
    expect(pad2(0)).toBe("00");
    expect(pad2(12)).toBe("12");
    expect(pad2(123)).toBe("123");
  });
});
