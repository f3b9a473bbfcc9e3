import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appendCapped, throttleLatest, watchIdle } from "./stream-control";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("throttleLatest", () => {
  it("passes the first value at once, then only the latest once per interval", () => {
    const seen: string[] = [];
    const t = throttleLatest((v: string) => seen.push(v), 250);
    t.push("a");
    expect(seen).toEqual(["a"]);
    t.push("ab");
    t.push("abc");
    expect(seen).toEqual(["a"]);
    vi.advanceTimersByTime(249);
    expect(seen).toEqual(["a"]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["a", "abc"]);
    // Nothing new: the next tick passes nothing and the throttle goes idle.
    vi.advanceTimersByTime(250);
    expect(seen).toEqual(["a", "abc"]);
    t.push("abcd");
    expect(seen).toEqual(["a", "abc", "abcd"]);
  });

  it("1,000 pieces within a second make at most 5 updates", () => {
    const emit = vi.fn();
    const t = throttleLatest(emit, 250);
    for (let i = 0; i < 1000; i++) {
      t.push(i);
      vi.advanceTimersByTime(1);
    }
    vi.advanceTimersByTime(250);
    expect(emit.mock.calls.length).toBeLessThanOrEqual(5);
    expect(emit).toHaveBeenLastCalledWith(999);
  });

  it("flush passes the pending value now; cancel drops it", () => {
    const seen: number[] = [];
    const t = throttleLatest((v: number) => seen.push(v), 250);
    t.push(1);
    t.push(2);
    t.flush();
    expect(seen).toEqual([1, 2]);
    t.push(3);
    t.cancel();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([1, 2]);
    t.flush();
    expect(seen).toEqual([1, 2]);
  });
});

describe("watchIdle", () => {
  it("fires once after the quiet interval, and each poke starts it again", () => {
    const idle = vi.fn();
    const w = watchIdle(idle, 30_000);
    vi.advanceTimersByTime(29_999);
    w.poke();
    vi.advanceTimersByTime(29_999);
    expect(idle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledTimes(1);
    w.poke();
    vi.advanceTimersByTime(60_000);
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it("never fires once stopped", () => {
    const idle = vi.fn();
    const w = watchIdle(idle, 1000);
    w.stop();
    vi.advanceTimersByTime(5000);
    expect(idle).not.toHaveBeenCalled();
  });
});

describe("appendCapped", () => {
  it("appends while under the cap and cuts at it exactly", () => {
    expect(appendCapped("ab", "cd", 10)).toEqual({ text: "abcd", truncated: false });
    expect(appendCapped("abcd", "efgh", 8)).toEqual({ text: "abcdefgh", truncated: false });
    expect(appendCapped("abcd", "efghij", 8)).toEqual({ text: "abcdefgh", truncated: true });
    expect(appendCapped("abcdefgh", "i", 8)).toEqual({ text: "abcdefgh", truncated: true });
  });

  it("never leaves half an emoji at the cut", () => {
    expect(appendCapped("ab", "c⚽😀", 5)).toEqual({ text: "abc⚽", truncated: true });
    expect(appendCapped("ab", "😀", 3)).toEqual({ text: "ab", truncated: true });
  });
});
