import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readAccounts } from "../../../scripts/team-create.mjs";
import type { PlayerId } from "../base/ids";
import {
  PASSWORD_LENGTH,
  accountsFile,
  addGuardian,
  answeredByText,
  passwordFrom,
  readGuardians,
} from "./accounts-file";
import type { Guardian } from "./accounts-file";

const id = (s: string) => s as PlayerId;
const accounts = [
  { playerId: id("p1"), user: "dani" },
  { playerId: id("p2"), user: "marta" },
  // Linked to a player no longer in the squad: not in the file.
  { playerId: id("gone"), user: "viejo" },
];
const squad = [
  { id: "p1", name: "Dani" },
  { id: "p2", name: "Marta" },
  { id: "p3", name: "Iker" },
];
const eva: Guardian = { user: "eva.m", name: "Eva", relation: "madre", players: ["dani", "marta"] };

describe("guardians", () => {
  it("adds a guardian of linked players, and refuses what team:create would", () => {
    const typed = { user: " Eva.M ", name: "Eva", relation: "madre", players: ["dani", "marta"] };
    expect(addGuardian([], accounts, typed)).toEqual({ ok: true, value: [eva] });
    expect(addGuardian([eva], accounts, typed)).toMatchObject({ ok: false });
    expect(addGuardian([], accounts, { ...typed, user: "dani" })).toEqual({
      ok: false,
      message: "La cuenta «dani» ya es de otra persona del equipo.",
    });
    expect(addGuardian([], accounts, { ...typed, relation: " " })).toMatchObject({ ok: false });
    expect(addGuardian([], accounts, { ...typed, players: ["lucia"] })).toEqual({
      ok: false,
      message: "Marca al menos un jugador con cuenta por el que responde.",
    });
  });

  it("reads back what is kept, leaving out a broken entry", () => {
    expect(
      readGuardians({ accounts: [], guardians: [eva, { ...eva, user: "Eva" }, null] }),
    ).toEqual([eva]);
    expect(readGuardians(undefined)).toEqual([]);
  });

  it("says who answered", () => {
    expect(answeredByText({ user: "dani", by: "eva.m" }, [eva])).toBe("respondió su madre");
    expect(answeredByText({ user: "dani", by: "dani" }, [eva])).toBe("");
    expect(answeredByText({ user: "dani" }, [eva])).toBe("");
  });
});

describe("the accounts file", () => {
  it("holds the squad's linked players and their guardians, each with a new password", () => {
    let n = 0;
    const { file, handOut } = accountsFile("banquillo_cd", accounts, squad, [eva], () =>
      `clave-${++n}`.padEnd(14, "x"),
    );
    expect(file.players.map((p) => [p.playerId, p.name, p.user])).toEqual([
      ["p1", "Dani", "dani"],
      ["p2", "Marta", "marta"],
    ]);
    expect(file.guardians).toEqual([{ ...eva, password: "clave-3xxxxxxx" }]);
    expect(handOut.map((h) => h.name)).toEqual(["Dani", "Marta", "Eva (madre)"]);
    // team:create takes it as it is.
    expect(readAccounts(file, "banquillo_cd").guardians[0]!.players).toEqual(["dani", "marta"]);
  });

  it("leaves out a guardian none of whose players is in the file", () => {
    const lone: Guardian = { ...eva, user: "ana.p", players: ["viejo"] };
    const { file } = accountsFile("banquillo_cd", accounts, squad, [lone], () => "x".repeat(14));
    expect(file.guardians).toEqual([]);
  });

  it("fc: a password is 14 characters of its alphabet, whatever the bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: PASSWORD_LENGTH, maxLength: 32 }), (bytes) => {
        expect(passwordFrom(bytes)).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{14}$/);
      }),
    );
  });
});
