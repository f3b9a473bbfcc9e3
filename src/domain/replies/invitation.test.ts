import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  INVITATION_MESSAGES,
  INVITATION_PARAMS,
  checkPlayerAccount,
  invitationQuery,
  isClubServer,
  readInvitation,
  siteOf,
} from "./invitation";

const link = (q: Record<string, string>) => new URLSearchParams(q).toString();
/** The invitation page of the app as a club deploys it, and on a developer's computer. */
const APP = "https://banquillo.ejemplo.org/jugador/invitacion";
const DEV = "http://127.0.0.1:5173/jugador/invitacion";
const read = (query: string, servers: readonly string[] = [], page = APP) =>
  readInvitation(`${page}?${query.replace(/^\?/, "")}`, servers);
const good = {
  servidor: "https://equipo.ejemplo.org:6984/",
  bd: "banquillo_mi_equipo_jugador_6c756361732e6d",
  usuario: "lucas.m",
};

describe("the invitation link", () => {
  it("fills in the server (no trailing slash), the player's database and the user", () => {
    expect(read(link(good))).toEqual({
      ok: true,
      value: {
        server: "https://equipo.ejemplo.org:6984",
        database: "banquillo_mi_equipo_jugador_6c756361732e6d",
        user: "lucas.m",
      },
    });
    expect(read(`?${link({ ...good, servidor: "http://localhost:5984" })}`, [], DEV)).toEqual({
      ok: true,
      value: {
        server: "http://localhost:5984",
        database: "banquillo_mi_equipo_jugador_6c756361732e6d",
        user: "lucas.m",
      },
    });
  });

  it("reads back the query the coach's side builds", () => {
    const account = {
      server: "https://couch.club.es/equipo",
      database: "alevin_b_jugador_7061626c6f5f37",
      user: "pablo_7",
    };
    expect(read(invitationQuery(account), ["https://couch.club.es"])).toEqual({
      ok: true,
      value: account,
    });
  });

  it("says what is wrong with a bad link, in Spanish", () => {
    const bad = (q: Record<string, string> | string) => read(typeof q === "string" ? q : link(q));
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
    // The shared replies database of earlier versions is retired: no phone joins it again.
    expect(bad({ ...good, bd: "banquillo_mi_equipo_respuestas" })).toEqual({
      ok: false,
      message: INVITATION_MESSAGES.database,
    });
    expect(bad({ ...good, bd: "Banquillo_jugador_6c756361732e6d" })).toEqual({
      ok: false,
      message: INVITATION_MESSAGES.database,
    });
    expect(bad({ ...good, usuario: "Lucas:M" })).toEqual({
      ok: false,
      message: INVITATION_MESSAGES.user,
    });
  });

  it("refuses a link that carries a password, whatever its name", () => {
    for (const key of ["password", "clave", "Contraseña", "passwd", "pw", "token"])
      expect(read(link({ ...good, [key]: "secreto" }))).toEqual({
        ok: false,
        message: INVITATION_MESSAGES.password,
      });
  });

  it("refuses a link with anything besides the three values: a parameter or a fragment", () => {
    for (const extra of [`&ref=chat`, `&SERVIDOR=${good.servidor}`, `#clave=x`, `#hola`])
      expect(read(`${link(good)}${extra}`)).toEqual({
        ok: false,
        message: INVITATION_MESSAGES.extra,
      });
    expect(read(`${link(good)}#`).ok).toBe(true);
  });

  it("takes a server on the app's own site or one the deployment names, none other", () => {
    const at = (servidor: string, servers: string[] = [], page = APP) =>
      read(link({ ...good, servidor }), servers, page);
    expect(at("https://couch.ejemplo.org").ok).toBe(true);
    expect(at("https://ejemplo.org:6984/couch").ok).toBe(true);
    for (const off of [
      "https://evil.example",
      "https://ejemplo.org.evil.example",
      "https://evilejemplo.org",
      "https://couch.otro.es",
      // This computer is another site than the club's.
      "http://localhost:5984",
    ])
      expect(at(off)).toEqual({ ok: false, message: INVITATION_MESSAGES.site });
    expect(at("https://couch.otro.es:6984/", ["https://couch.otro.es:6984"]).ok).toBe(true);
    expect(at("https://couch.otro.es", ["https://couch.otro.es:6984"]).ok).toBe(false);
    expect(at("https://evil.github.io", [], "https://club.github.io/jugador/invitacion").ok).toBe(
      false,
    );
    expect(at("http://localhost:5984", [], DEV).ok).toBe(true);
  });

  it("checks a kept account's server by the same rule before a password is posted", () => {
    expect(isClubServer("https://couch.ejemplo.org/x", APP, [])).toBe(true);
    expect(isClubServer("https://evil.example", APP, [])).toBe(false);
    expect(isClubServer("https://evil.example", APP, ["https://evil.example/"])).toBe(true);
    expect(isClubServer("no es una dirección", APP, [])).toBe(false);
  });

  it("any server off the app's site and not named by the deployment is refused", () => {
    const offSite = fc.domain().filter((h) => h !== "ejemplo.org" && !h.endsWith(".ejemplo.org"));
    fc.assert(
      fc.property(offSite, fc.option(fc.integer({ min: 1, max: 65535 })), (host, port) => {
        const servidor = `https://${host}${port === null ? "" : `:${port}`}`;
        expect(read(link({ ...good, servidor }), ["https://couch.otro.es"]).ok).toBe(false);
      }),
    );
  });

  it("any parameter besides the three, or any fragment, is refused", () => {
    const expected: string[] = Object.values(INVITATION_PARAMS);
    const key = fc.string({ minLength: 1 }).filter((k) => !expected.includes(k));
    fc.assert(
      fc.property(key, fc.string(), (k, v) => {
        expect(read(link({ ...good, [k]: v })).ok).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (fragment) => {
        expect(read(`${link(good)}#${encodeURIComponent(fragment)}`).ok).toBe(false);
      }),
    );
  });

  it("refuses a stored account that is not text", () => {
    expect(checkPlayerAccount({ server: 1, database: null, user: undefined }).ok).toBe(false);
  });
});

describe("siteOf", () => {
  it("gives the registrable domain as cookies see it, with every name of this computer as one", () => {
    expect(siteOf("banquillo.club.es")).toBe("club.es");
    expect(siteOf("Club.ES.")).toBe("club.es");
    expect(siteOf("couch.club.com.es")).toBe("club.com.es");
    expect(siteOf("a.b.club.co.uk")).toBe("club.co.uk");
    expect(siteOf("club.github.io")).toBe("club.github.io");
    expect(siteOf("x.club.github.io")).toBe("club.github.io");
    expect(siteOf("192.168.1.20")).toBe("192.168.1.20");
    expect(siteOf("127.0.0.1")).toBe("localhost");
    expect(siteOf("app.localhost")).toBe("localhost");
  });
});
