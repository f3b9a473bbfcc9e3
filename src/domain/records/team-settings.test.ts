import { describe, expect, it } from "vitest";
import {
  checkCrest,
  cleanTeamName,
  MAX_CREST_BYTES,
  MAX_CREST_URL_CHARS,
  readTeamSettings,
  teamDisplayName,
} from "./team-settings";
import { checkCrestFile } from "./team-settings-form";

const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

describe("readTeamSettings", () => {
  it("defaults: no name, no crest, seasons from August", () => {
    for (const stored of [undefined, null, "x", 3, []]) {
      expect(readTeamSettings(stored)).toEqual({
        name: "",
        seasonStartMonth: 8,
        yellowCardLimit: 5,
      });
    }
  });

  it("keeps valid fields, fixes the rest one by one and keeps unknown ones", () => {
    expect(
      readTeamSettings({
        name: "  CD   Ejemplo ",
        crest: "https://ejemplo.com/escudo.png",
        seasonStartMonth: 9,
        futuro: 1,
      }),
    ).toEqual({
      name: "CD Ejemplo",
      crest: "https://ejemplo.com/escudo.png",
      seasonStartMonth: 9,
      yellowCardLimit: 5,
      futuro: 1,
    });
    expect(
      readTeamSettings({ name: 5, crest: "javascript:alert(1)", seasonStartMonth: 13 }),
    ).toEqual({ name: "", seasonStartMonth: 8, yellowCardLimit: 5 });
    expect(readTeamSettings({ seasonStartMonth: 1.5 }).seasonStartMonth).toBe(8);
    expect(readTeamSettings({ seasonStartMonth: 1 }).seasonStartMonth).toBe(1);
    expect(readTeamSettings({ seasonStartMonth: 12 }).seasonStartMonth).toBe(12);
    expect(readTeamSettings({ name: "A", crest: PNG }).crest).toBe(PNG);
  });

  it("reads the yellow-card limit as a whole number from 1 to 20, else 5", () => {
    expect(readTeamSettings({ yellowCardLimit: 3 }).yellowCardLimit).toBe(3);
    expect(readTeamSettings({ yellowCardLimit: 20 }).yellowCardLimit).toBe(20);
    for (const bad of [0, 21, 2.5, "4", null, -1])
      expect(readTeamSettings({ yellowCardLimit: bad }).yellowCardLimit).toBe(5);
  });
});

describe("checkCrest", () => {
  it("accepts nothing, http(s) and a small image data: URL", () => {
    expect(checkCrest("  ")).toEqual({ ok: true, value: undefined });
    expect(checkCrest(" https://e.com/a.svg ")).toEqual({ ok: true, value: "https://e.com/a.svg" });
    expect(checkCrest("http://e.com/a.png").ok).toBe(true);
    expect(checkCrest(PNG)).toEqual({ ok: true, value: PNG });
  });

  it("refuses other schemes, non-image data and data over the size cap, in Spanish", () => {
    expect(checkCrest("javascript:alert(1)")).toEqual({
      ok: false,
      message: "El escudo debe ser una URL que empiece por http:// o https://.",
    });
    expect(checkCrest("escudo.png").ok).toBe(false);
    expect(checkCrest("data:text/html;base64,PHNjcmlwdD4=")).toEqual({
      ok: false,
      message: "El escudo debe ser una imagen PNG, JPEG, WebP, GIF o SVG.",
    });
    const huge = "data:image/png;base64," + "A".repeat(MAX_CREST_URL_CHARS);
    expect(checkCrest(huge)).toEqual({
      ok: false,
      message: "La imagen del escudo es demasiado grande (máximo 100 KB).",
    });
  });
});

describe("checkCrestFile", () => {
  it("takes images up to 100 KB", () => {
    expect(checkCrestFile({ type: "image/png", size: MAX_CREST_BYTES })).toBeNull();
    expect(checkCrestFile({ type: "image/svg+xml", size: 10 })).toBeNull();
  });

  it("says why not: the weight in KB, or the type", () => {
    expect(checkCrestFile({ type: "image/jpeg", size: 250 * 1024 })).toBe(
      "La imagen pesa 250 KB: el máximo es 100 KB. Usa una imagen más pequeña.",
    );
    expect(checkCrestFile({ type: "application/pdf", size: 10 })).toBe(
      "El escudo debe ser una imagen PNG, JPEG, WebP, GIF o SVG.",
    );
  });
});

describe("team name", () => {
  it("is trimmed, collapsed and cut at 60 characters", () => {
    expect(cleanTeamName("  Unión   Deportiva \n Norte ")).toBe("Unión Deportiva Norte");
    expect(cleanTeamName("x".repeat(80))).toHaveLength(60);
  });

  it("shows 'Mi Equipo' when none is set", () => {
    expect(teamDisplayName({ name: "" })).toBe("Mi Equipo");
    expect(teamDisplayName({ name: "   " })).toBe("Mi Equipo");
    expect(teamDisplayName({ name: "CD Ejemplo" })).toBe("CD Ejemplo");
  });
});
