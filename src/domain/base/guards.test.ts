import { describe, expect, it } from "vitest";
import { isFiniteNumber, isObject, num } from "./guards";

describe("guards", () => {
  it("isObject accepts plain records only", () => {
    expect(isObject({})).toBe(true);
    expect(isObject({ a: 1 })).toBe(true);
    expect(isObject([])).toBe(false);
    expect(isObject([1, 2])).toBe(false);
    expect(isObject(null)).toBe(false);
    expect(isObject(undefined)).toBe(false);
    expect(isObject("texto")).toBe(false);
    expect(isObject(3)).toBe(false);
  });

  it("isFiniteNumber refuses NaN, Infinity and numeric strings", () => {
    expect(isFiniteNumber(0)).toBe(true);
    expect(isFiniteNumber(-2.5)).toBe(true);
    expect(isFiniteNumber(Number.NaN)).toBe(false);
    expect(isFiniteNumber(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isFiniteNumber(Number.NEGATIVE_INFINITY)).toBe(false);
    expect(isFiniteNumber("5")).toBe(false);
    expect(isFiniteNumber(null)).toBe(false);
  });

  it("num keeps finite numbers (negatives too) and reads anything else as 0", () => {
    expect(num(7)).toBe(7);
    expect(num(-3)).toBe(-3);
    expect(num(1.5)).toBe(1.5);
    expect(num(Number.NaN)).toBe(0);
    expect(num(Number.POSITIVE_INFINITY)).toBe(0);
    expect(num("5")).toBe(0);
    expect(num(undefined)).toBe(0);
    expect(num(null)).toBe(0);
    expect(num(true)).toBe(0);
  });
});
