import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  count,
  countOf,
  formatDate,
  formatDecimal,
  formatInteger,
  formatPercent,
  onFirstUse,
  percentOf,
  pluralWord,
} from "./format";

const NBSP = "\u00a0";

describe("formatDecimal", () => {
  it("writes the asked decimals with a Spanish comma", () => {
    expect(formatDecimal(2)).toBe("2,0");
    expect(formatDecimal(1.25)).toBe("1,3");
    expect(formatDecimal(1.24)).toBe("1,2");
    expect(formatDecimal(0)).toBe("0,0");
    expect(formatDecimal(3.14159, 2)).toBe("3,14");
    expect(formatDecimal(7, 0)).toBe("7");
  });

  it("shows bad input as zero and never '-0,0'", () => {
    expect(formatDecimal(Number.NaN)).toBe("0,0");
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe("0,0");
    expect(formatDecimal(-0.01)).toBe("0,0");
    expect(formatDecimal(-0)).toBe("0,0");
    expect(formatDecimal(-1.25)).toBe("-1,3");
  });
});

describe("formatInteger", () => {
  it("rounds and groups the Spanish way (from five digits)", () => {
    expect(formatInteger(7)).toBe("7");
    expect(formatInteger(2.5)).toBe("3");
    expect(formatInteger(1234)).toBe("1234");
    expect(formatInteger(12345)).toBe("12.345");
    expect(formatInteger(Number.NaN)).toBe("0");
  });
});

describe("formatPercent / percentOf", () => {
  it("writes points with a no-break space before the sign", () => {
    expect(formatPercent(61)).toBe(`61${NBSP}%`);
    expect(formatPercent(0)).toBe(`0${NBSP}%`);
    expect(formatPercent(12.5, 1)).toBe(`12,5${NBSP}%`);
  });

  it("rounds a share to whole points and is 0 for an empty whole", () => {
    expect(percentOf(11, 18)).toBe(61);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe("formatDate", () => {
  it("shows a stored day as dd/mm/yyyy, that same day", () => {
    expect(formatDate("2024-04-14")).toBe("14/04/2024");
    expect(formatDate("2024-01-01")).toBe("01/01/2024");
    expect(formatDate("2023-12-31")).toBe("31/12/2023");
    expect(formatDate("2024-02-29")).toBe("29/02/2024");
  });

  it("writes every real day exactly as Intl's es-ES day/month/year does", () => {
    const intl = new Intl.DateTimeFormat("es-ES", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1000-01-01"), max: new Date("9999-12-31"), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(formatDate(iso)).toBe(intl.format(d));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("returns text that is not a real day as it is", () => {
    expect(formatDate("2023-02-29")).toBe("2023-02-29");
    expect(formatDate("mañana")).toBe("mañana");
    expect(formatDate("")).toBe("");
  });
});

describe("plurals", () => {
  it("uses the singular for exactly one and the plural otherwise", () => {
    expect(count(1, "gol", "goles")).toBe("1 gol");
    expect(count(2, "gol", "goles")).toBe("2 goles");
    expect(count(0, "gol", "goles")).toBe("0 goles");
    expect(pluralWord(1, "partido", "partidos")).toBe("partido");
    expect(pluralWord(11, "partido", "partidos")).toBe("partidos");
  });

  it("spells the app's nouns", () => {
    expect(countOf(1, "formation")).toBe("1 formación");
    expect(countOf(3, "formation")).toBe("3 formaciones");
    expect(countOf(1, "match")).toBe("1 partido");
    expect(countOf(1, "goal")).toBe("1 gol");
    expect(countOf(1, "win")).toBe("1 victoria");
    expect(countOf(2, "rival")).toBe("2 rivales");
    expect(countOf(12345, "player")).toBe("12.345 jugadores");
  });
});

describe("onFirstUse", () => {
  it("makes the value on the first call only, and hands back that same value after", () => {
    let made = 0;
    const get = onFirstUse(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = get();
    expect(get()).toBe(first);
    expect(made).toBe(1);
  });
});

describe("the whole-number shortcuts agree with Intl's es-ES", () => {
  it("formatInteger writes every whole number as Intl does", () => {
    const intl = new Intl.NumberFormat("es-ES", {
      maximumFractionDigits: 0,
      signDisplay: "negative",
    });
    fc.assert(
      fc.property(fc.integer({ min: -20000, max: 20000 }), (n) => {
        expect(formatInteger(n)).toBe(intl.format(n));
      }),
      { numRuns: 3000 },
    );
    for (const n of [0, -0, 1, -1, 9999, -9999, 10000, 12345, 1234567])
      expect(formatInteger(n)).toBe(intl.format(n));
  });

  it("pluralWord picks the word Intl's plural rules pick for every whole number", () => {
    const rules = new Intl.PluralRules("es-ES");
    const word = (n: number) => (rules.select(n) === "one" ? "gol" : "goles");
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -100, max: 100 }), fc.integer()), (n) => {
        expect(pluralWord(n, "gol", "goles")).toBe(word(n));
      }),
      { numRuns: 3000 },
    );
    for (const n of [0, 1, -1, 2, 1_000_000, 2_000_000, 1.5, 0.5, 1.0])
      expect(pluralWord(n, "gol", "goles")).toBe(word(n));
  });
});
