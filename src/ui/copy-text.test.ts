import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText } from "./copy-text";

describe("copying a text for the coach", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("copies it and says so", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    expect(await copyText("https://x.example/cal.ics", "Copiada.", "No se pudo.")).toEqual({
      tone: "success",
      text: "Copiada.",
    });
    expect(writeText).toHaveBeenCalledWith("https://x.example/cal.ics");
  });

  it("says how to get it by hand when the browser refuses or has no clipboard", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.reject(new Error("no")) } });
    expect(await copyText("t", "Copiada.", "No se pudo.")).toEqual({
      tone: "error",
      text: "No se pudo.",
    });
    vi.stubGlobal("navigator", {});
    expect((await copyText("t", "Copiada.", "No se pudo.")).tone).toBe("error");
  });
});
