import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePagedRows } from "./usePagedRows";

describe("usePagedRows", () => {
  const rows = Array.from({ length: 30 }, (_, i) => i);

  it("shows one page on screen and moves between pages", () => {
    const { result } = renderHook(() => usePagedRows(rows, 25));
    expect(result.current.items).toHaveLength(25);
    expect(result.current).toMatchObject({ page: 0, pages: 2, from: 1, to: 25, total: 30 });
    act(() => result.current.onPage(1));
    expect(result.current.items).toEqual([25, 26, 27, 28, 29]);
  });

  it("shows every row while printing, then the page the coach was on", () => {
    const { result } = renderHook(() => usePagedRows(rows, 25));
    act(() => result.current.onPage(1));
    act(() => void dispatchEvent(new Event("beforeprint")));
    expect(result.current.items).toEqual(rows);
    act(() => void dispatchEvent(new Event("afterprint")));
    expect(result.current.items).toEqual([25, 26, 27, 28, 29]);
  });

  it("never shows an empty page when the list shrinks", () => {
    const { result, rerender } = renderHook(({ items }) => usePagedRows(items, 25), {
      initialProps: { items: rows },
    });
    act(() => result.current.onPage(1));
    rerender({ items: rows.slice(0, 10) });
    expect(result.current.items).toHaveLength(10);
  });

  it("hands out the same page while the list and the page stay, so rows can be memoized", () => {
    const { result, rerender } = renderHook(({ items }) => usePagedRows(items, 25), {
      initialProps: { items: rows },
    });
    const first = result.current;
    rerender({ items: rows });
    expect(result.current).toBe(first);
    act(() => result.current.onPage(1));
    expect(result.current).not.toBe(first);
  });
});
