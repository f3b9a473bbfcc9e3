import { describe, expect, it } from "vitest";
import { SYNC_MESSAGES, checkSyncForm, sharingFormIssues } from "./sharing-form";

const form = {
  server: "https://equipo.ejemplo.org:6984/",
  database: "banquillo_sub17",
  user: "ana",
  password: "x",
};

describe("checkSyncForm", () => {
  it("accepts https, and plain http only on this computer", () => {
    expect(checkSyncForm(form)).toEqual({
      ok: true,
      value: { ...form, server: "https://equipo.ejemplo.org:6984" },
    });
    expect(checkSyncForm({ ...form, server: "http://127.0.0.1:5984" }).ok).toBe(true);
    expect(checkSyncForm({ ...form, server: "http://localhost:5984" }).ok).toBe(true);
    expect(checkSyncForm({ ...form, server: "http://equipo.ejemplo.org" })).toEqual({
      ok: false,
      errors: { server: SYNC_MESSAGES.https },
    });
  });

  it("gives a Spanish message beside each bad field", () => {
    const r = checkSyncForm({ server: "ftp://x", database: "Equipo", user: " ", password: "" });
    expect(r).toEqual({
      ok: false,
      errors: {
        server: SYNC_MESSAGES.server,
        database: SYNC_MESSAGES.database,
        user: SYNC_MESSAGES.user,
        password: SYNC_MESSAGES.password,
      },
    });
    expect(checkSyncForm({ ...form, server: "https://ana:clave@x.org" }).ok).toBe(false);
  });

  it("does not ask for the password again when this device keeps one", () => {
    expect(checkSyncForm({ ...form, password: "" }, true).ok).toBe(true);
  });
});

describe("the addresses the app cannot reach (connect-address.ts)", () => {
  it("the sharing form refuses them too", () => {
    const form = { database: "equipo", user: "ana", password: "x" };
    expect(checkSyncForm({ ...form, server: "http://localhost:5984" }).ok).toBe(true);
    expect(checkSyncForm({ ...form, server: "http://127.0.0.1:5984" }).ok).toBe(true);
    for (const server of ["http://[::1]:5984", "http://127.0.0.2:5984"]) {
      expect(checkSyncForm({ ...form, server })).toEqual({
        ok: false,
        errors: { server: SYNC_MESSAGES.https },
      });
    }
  });
});

describe("sharingFormIssues", () => {
  it("names each bad field in the order of the form, for the form to show beside it", () => {
    expect(sharingFormIssues({ server: "", database: "ok", user: "", password: "" }, true)).toEqual(
      [
        { path: ["server"], message: SYNC_MESSAGES.server },
        { path: ["user"], message: SYNC_MESSAGES.user },
      ],
    );
  });
});
