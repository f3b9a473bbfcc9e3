import { describe, expect, it } from "vitest";
import { pageOf } from "./paging";

const list = Array.from({ length: 55 }, (_, i) => i + 1);

describe("pageOf", () => {
  it("slices one page and says which items it shows", () => {
    expect(pageOf(list, 1, 25)).toMatchObject({ page: 1, pages: 3, from: 26, to: 50, total: 55 });
    expect(pageOf(list, 2, 25).items).toEqual([51, 52, 53, 54, 55]);
  });

  it("clamps a page past the end (the list shrank) and a negative or invalid page", () => {
    expect(pageOf(list, 9, 25).page).toBe(2);
    expect(pageOf(list, -3, 25).page).toBe(0);
    expect(pageOf(list, Number.NaN, 25).page).toBe(0);
  });

  it("an empty list is one empty page", () => {
    expect(pageOf([], 0, 10)).toEqual({ items: [], page: 0, pages: 1, from: 0, to: 0, total: 0 });
  });
});
