import { describe, expect, it } from "vitest";
import { formatSize, LOCAL_STORAGE_BUDGET_CHARS, storageHealth } from "./storage-health";

describe("storageHealth", () => {
  it("is calm below 80 %", () => {
    expect(storageHealth(0)).toMatchObject({ percent: 0, level: "ok" });
    expect(storageHealth(799, 1000)).toMatchObject({ percent: 79, level: "ok" });
  });
  it("warns from 80 %", () => {
    expect(storageHealth(800, 1000)).toMatchObject({ percent: 80, level: "warning" });
    expect(storageHealth(999, 1000)).toMatchObject({ percent: 99, level: "warning" });
  });
  it("is full at the budget and never shows more than 100 %", () => {
    expect(storageHealth(1000, 1000)).toMatchObject({ percent: 100, level: "full" });
    expect(storageHealth(5000, 1000)).toMatchObject({ percent: 100, level: "full" });
  });
  it("uses the 5 MiB budget by default and survives nonsense", () => {
    expect(storageHealth(LOCAL_STORAGE_BUDGET_CHARS / 2).percent).toBe(50);
    expect(storageHealth(Number.NaN).percent).toBe(0);
  });
});

describe("formatSize", () => {
  it("writes Spanish sizes", () => {
    expect(formatSize(512)).toBe("512 B");
    expect(formatSize(1536)).toBe("1,5 KB");
    expect(formatSize(200 * 1024)).toBe("200 KB");
    expect(formatSize(1.25 * 1024 * 1024)).toBe("1,3 MB");
  });
});
