import { describe, expect, it } from "vitest";
import {
  INVITATION_MESSAGES,
  checkPlayerAccount,
  invitationQuery,
  readInvitation,
} from "./invitation";

const link = (q: Record<string, string>) => new URLSearchParams(q).toString();
const good = {
  servidor: "https://equipo.ejemplo.org:6984/",
  bd: "banquillo_mi_equipo_respuestas",
  usuario: "lucas.m",
};

describe("the invitation link", () => {
  it("fills in the server (no trailing slash), the replies database and the user", () => {
    expect(readInvitation(link(good))).toEqual({
      ok: true,
      value: {
        server: "https://equipo.ejemplo.org:6984",
        database: "banquillo_mi_equipo_respuestas",
        user: "lucas.m",
      },
    });
    expect(readInvitation(`?${link({ ...good, servidor: "http://localhost:5984" })}`)).toEqual({
      ok: true,
      value: {
        server: "http://localhost:5984",
        database: "banquillo_mi_equipo_respuestas",
        user: "lucas.m",
      },
    });
  });

  it("reads back the query the coach's side builds", () => {
    const account = {
      server: "https://couch.club.es/equipo",
      database: "alevin_b_respuestas",
      user: "pablo_7",
    };
    expect(readInvitation(invitationQuery(account))).toEqual({ ok: true, value: account });
  });

  it("says what is wrong with a bad link, in Spanish", () => {
    const bad = (q: Record<string, string> | string) =>
      readInvitation(typeof q === "string" ? q : link(q));
    expect(bad({ bd: good.bd, usuario: good.usuario })).toEqual({
      ok: false,
      message: INVITATION_MESSAGES.missing,
    });
    expect(bad({ ...good, usuario: " " })).toEqual({
      ok: false,
      message: INVITATION_MESSAGES.missing,
    });
    expect(bad(`${link(good)}&usuario=otro`)).toEqual({
      ok: false,
      message: INVITATION_MESSAGES.missing,
    });
    expect(bad({ ...good, servidor: "equipo.ejemplo.org" }).ok).toBe(false);
    expect(bad({ ...good, servidor: "javascript:alert(1)" })).toEqual({
      ok: false,
      message: INVITATION_MESSAGES.server,
    });
    expect(bad({ ...good, servidor: "https://admin:x@equipo.ejemplo.org" })).toEqual({
      ok: false,
      message: INVITATION_MESSAGES.server,
    });
    expect(bad({ ...good, servidor: "http://equipo.ejemplo.org" })).toEqual({
      ok: false,
      message: INVITATION_MESSAGES.https,
    });
    expect(bad({ ...good, servidor: "http://[::1]:5984" })).toEqual({
      ok: false,
      message: INVITATION_MESSAGES.https,
    });
    expect(bad({ ...good, bd: "banquillo_mi_equipo" })).toEqual({
      ok: false,
      message: INVITATION_MESSAGES.database,
    });
    expect(bad({ ...good, bd: "Banquillo_respuestas" })).toEqual({
      ok: false,
      message: INVITATION_MESSAGES.database,
    });
    expect(bad({ ...good, usuario: "Lucas:M" })).toEqual({
      ok: false,
      message: INVITATION_MESSAGES.user,
    });
  });

  it("refuses a link that carries a password, whatever its name", () => {
    for (const key of ["password", "clave", "Contraseña"])
      expect(readInvitation(link({ ...good, [key]: "secreto" }))).toEqual({
        ok: false,
        message: INVITATION_MESSAGES.password,
      });
  });

  it("refuses a stored account that is not text", () => {
    expect(checkPlayerAccount({ server: 1, database: null, user: undefined }).ok).toBe(false);
  });
});
