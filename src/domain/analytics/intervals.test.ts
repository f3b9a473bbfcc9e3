import { describe, expect, it } from "vitest";
import {
  WILSON_HILFERTY_FROM,
  differencePer,
  gammaP,
  gammaQuantile,
  gammaQuantileApprox,
  logGamma,
  meanInterval,
  poissonCountInterval,
  ratePer,
  wilson,
} from "./intervals";

describe("gamma helpers", () => {
  it("logGamma matches factorials", () => {
    expect(logGamma(1)).toBeCloseTo(0, 10);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 10);
  });
  it("P(1, x) = 1 − e^−x", () => {
    expect(gammaP(1, 2)).toBeCloseTo(1 - Math.exp(-2), 10);
    expect(gammaP(1, 0.3)).toBeCloseTo(1 - Math.exp(-0.3), 10);
    expect(gammaP(3, 0)).toBe(0);
  });
});

describe("poissonCountInterval (exact, Garwood)", () => {
  it("k = 0 gives [0, −ln 0.025] = [0, 3.689]", () => {
    const ci = poissonCountInterval(0);
    expect(ci.low).toBe(0);
    expect(ci.high).toBeCloseTo(-Math.log(0.025), 4);
  });
  it("published values: k = 1 → [0.0253, 5.572]; k = 10 → [4.795, 18.39]", () => {
    const one = poissonCountInterval(1);
    expect(one.low).toBeCloseTo(-Math.log(1 - 0.025), 4); // P(1, x) = 0.025
    expect(one.high).toBeCloseTo(5.5716, 3);
    const ten = poissonCountInterval(10);
    expect(ten.low).toBeCloseTo(4.7954, 3);
    expect(ten.high).toBeCloseTo(18.39, 2);
  });
});

describe("large counts", () => {
  it("the Wilson–Hilferty cube is within 0.1 % of the exact quantile from 50 on", () => {
    for (const a of [50, 51, 120, 400]) {
      for (const p of [0.025, 0.975]) {
        const exact = gammaQuantile(p, a);
        expect(Math.abs(gammaQuantileApprox(p, a) - exact) / exact).toBeLessThan(0.001);
      }
    }
  });
  it("k = 3,000 goals is quick and close to k ± 1.96·√k", () => {
    const ci = poissonCountInterval(3000);
    expect(ci.low).toBeCloseTo(3000 - 1.96 * Math.sqrt(3000), -1);
    expect(ci.high).toBeCloseTo(3001 + 1.96 * Math.sqrt(3001), -1);
    expect(WILSON_HILFERTY_FROM).toBe(50);
  });
});

describe("ratePer", () => {
  it("3 goals in 270 minutes = 1.00 per 90, interval scaled by 90/270", () => {
    const r = ratePer(3, 270)!;
    expect(r.value).toBeCloseTo(1, 10);
    const ci = poissonCountInterval(3);
    expect(r.interval.low).toBeCloseTo(ci.low / 3, 10);
    expect(r.interval.high).toBeCloseTo(ci.high / 3, 10);
    expect(r.interval.low).toBeCloseTo(0.206, 2);
    expect(r.interval.high).toBeCloseTo(2.923, 2);
  });
  it("zero minutes gives no figure", () => {
    expect(ratePer(0, 0)).toBeNull();
    expect(ratePer(2, 0)).toBeNull();
  });
});

describe("meanInterval", () => {
  it("points 3, 1, 0, 3: mean 1.75, s = 1.5, ±1.96·1.5/2", () => {
    const m = meanInterval(7, 19, 4, { low: 0, high: 3 })!;
    expect(m.value).toBe(1.75);
    expect(m.interval.low).toBeCloseTo(1.75 - 1.959964 * 0.75, 5);
    expect(m.interval.high).toBe(3); // clipped to the range
  });
  it("one match: the interval is the whole range; no matches: null", () => {
    expect(meanInterval(3, 9, 1, { low: 0, high: 3 })).toEqual({
      value: 3,
      interval: { low: 0, high: 3 },
    });
    expect(meanInterval(0, 0, 0, { low: 0, high: 3 })).toBeNull();
  });
});

describe("wilson", () => {
  it("5 of 10: 0.5 within [0.237, 0.763]", () => {
    const w = wilson(5, 10)!;
    expect(w.value).toBe(0.5);
    expect(w.interval.low).toBeCloseTo(0.2366, 3);
    expect(w.interval.high).toBeCloseTo(0.7634, 3);
  });
  it("0 of 3 stays within [0, 1]; no trials gives null", () => {
    const w = wilson(0, 3)!;
    expect(w.interval.low).toBeCloseTo(0, 10);
    expect(w.interval.high).toBeCloseTo(0.5615, 3);
    expect(wilson(0, 0)).toBeNull();
  });
});

describe("differencePer", () => {
  it("6 for, 2 against in 360 min: +1.00 per 90, sd = √8/4", () => {
    const d = differencePer(6, 2, 360)!;
    expect(d.value).toBeCloseTo(1, 10);
    expect(d.sd).toBeCloseTo(Math.sqrt(8) / 4, 10);
    expect(d.interval.low).toBeCloseTo(1 - 1.959964 * 0.7071, 3);
  });
  it("zero minutes gives null", () => {
    expect(differencePer(1, 1, 0)).toBeNull();
  });
});
