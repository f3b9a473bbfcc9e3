import { describe, expect, it, vi } from "vitest";
import { canShare, shareOrCopy } from "./share-reminder";

const text = "Sin responder · vs Lobos (Liga) · sábado, 1 de junio · 18:30\nLucía García";

describe("shareOrCopy", () => {
  it("uses the phone's share sheet when there is one, and copies nothing", async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareOrCopy(text, { share, clipboard: { writeText } })).toBe("shared");
    expect(share).toHaveBeenCalledWith({ text });
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the reminder when the browser cannot share", async () => {
    const writeText = vi.fn(async () => {});
    expect(canShare({ clipboard: { writeText } })).toBe(false);
    expect(await shareOrCopy(text, { clipboard: { writeText } })).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(text);
  });

  it("a closed share sheet is no failure; a refused share or copy is", async () => {
    const abort = Object.assign(new Error("cerrado"), { name: "AbortError" });
    expect(await shareOrCopy(text, { share: () => Promise.reject(abort) })).toBe("cancelled");
    expect(await shareOrCopy(text, { share: () => Promise.reject(new Error("no")) })).toBe(
      "failed",
    );
    const refused = { clipboard: { writeText: () => Promise.reject(new Error("no")) } };
    expect(await shareOrCopy(text, refused)).toBe("failed");
    expect(await shareOrCopy(text, {})).toBe("failed");
  });
});
