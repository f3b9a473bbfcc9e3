import { describe, expect, it } from "vitest";
import { readStoredSync } from "./settings";

const readSyncSettings = (raw: unknown) => {
  const stored = readStoredSync(raw);
  return stored.kind === "on" ? stored.settings : undefined;
};
import { statusText } from "./status";

describe("readSyncSettings", () => {
  it("reads stored settings and refuses anything malformed", () => {
    expect(readSyncSettings({ server: "http://127.0.0.1:1", database: "t", user: "u" })).toEqual({
      server: "http://127.0.0.1:1",
      database: "t",
      user: "u",
    });
    expect(readSyncSettings({ server: "http://x.org", database: "t", user: "u" })).toBeUndefined();
    expect(readSyncSettings("x")).toBeUndefined();
    expect(readSyncSettings(null)).toBeUndefined();
  });
});

describe("statusText", () => {
  it("says each state in Spanish", () => {
    expect(statusText("synced", 0)).toBe("Sincronizado");
    expect(statusText("pending", 1)).toBe("1 cambio pendiente");
    expect(statusText("pending", 3)).toBe("3 cambios pendientes");
    expect(statusText("offline", 0)).toBe("Sin conexión");
    expect(statusText("offline", 2)).toBe("Sin conexión · 2 cambios pendientes");
    expect(statusText("signin", 4)).toBe("Inicia sesión");
    expect(statusText("off", 0)).toBe("");
  });
});

describe("readStoredSync: an address stored by an earlier version that is no longer accepted", () => {
  it("keeps the settings, does not connect with them, and says why in Spanish", () => {
    for (const server of ["http://[::1]:5984", "http://127.0.0.2:5984/"]) {
      const raw = { server, database: "banquillo_sub17", user: "ana" };
      const stored = readStoredSync(raw);
      const kept = server.replace(/\/$/, "");
      expect(stored).toEqual({
        kind: "address",
        settings: { server: kept, database: "banquillo_sub17", user: "ana" },
        message: `La dirección guardada para compartir (${kept}) ya no se admite: el navegador no deja a la app conectarse a ella, porque con http:// solo admite este mismo ordenador escrito como localhost o 127.0.0.1. Escríbela así (por ejemplo http://localhost:5984) o usa una dirección https://, y pulsa 'Guardar y conectar'. Mientras tanto este dispositivo no comparte nada; su configuración y sus datos siguen guardados.`,
      });
      // Not settings to connect with.
      expect(readSyncSettings(raw)).toBeUndefined();
    }
  });

  it("reads accepted settings as on, and anything else malformed as off", () => {
    expect(readStoredSync({ server: "http://localhost:5984", database: "t", user: "u" })).toEqual({
      kind: "on",
      settings: { server: "http://localhost:5984", database: "t", user: "u" },
    });
    expect(readStoredSync({ server: "http://[::1]:5984", database: "Mal", user: "u" })).toEqual({
      kind: "off",
    });
    expect(readStoredSync({ server: "ftp://x", database: "t", user: "u" })).toEqual({
      kind: "off",
    });
    expect(readStoredSync({ server: "http://[::1]:5984", database: "t" })).toEqual({ kind: "off" });
    expect(readStoredSync(null)).toEqual({ kind: "off" });
  });

  it("has a status text for the address on hold and for a server that does not answer", () => {
    expect(statusText("address", 0)).toBe("Dirección no admitida");
    expect(statusText("noanswer", 2)).toBe("El servidor no responde");
  });

  it("says what keeps the lists from following the server, never 'Sincronizado'", () => {
    expect(statusText("storage", 0)).toBe("Datos que no caben en este navegador");
    expect(statusText("unreadable", 0, 1)).toBe("Un documento del servidor no se puede leer");
    expect(statusText("unreadable", 0, 2)).toBe("2 documentos del servidor no se pueden leer");
    expect(statusText("unshared", 0, 1)).toBe("1 registro no compartido");
    expect(statusText("unshared", 0, 3)).toBe("3 registros no compartidos");
  });
});
