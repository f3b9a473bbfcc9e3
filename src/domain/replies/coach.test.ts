import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PlayerId } from "../base/ids";
import type { Reply } from "./documents";
import {
  callUpFromReplies,
  eventReplies,
  invitationLink,
  linkAccount,
  playerAccountsFormIssues,
  notAnsweredText,
  readPlayerAccounts,
  repliesLine,
} from "./coach";
import type { PlayerAccount } from "./coach";
import { answeredByText } from "./accounts-file";

const id = (s: string) => s as PlayerId;
const squad = [
  { id: id("p1"), name: "Dani" },
  { id: id("p2"), name: "Marta" },
  { id: id("p3"), name: "Pablo" },
  { id: id("p4"), name: "Lucía" },
  { id: id("p5"), name: "Sin Cuenta" },
];
const accounts: PlayerAccount[] = [
  { playerId: id("p1"), user: "dani" },
  { playerId: id("p2"), user: "marta" },
  { playerId: id("p3"), user: "pablo" },
  { playerId: id("p4"), user: "lucia" },
  // Linked to a player no longer in the squad.
  { playerId: id("gone"), user: "viejo" },
];
const reply = (user: string, answer: Reply["answer"], over: Partial<Reply> = {}): Reply => ({
  user,
  eventId: "partido-f1",
  answer,
  reason: "",
  answeredAt: "2026-11-30T10:00:00.000Z",
  ...over,
});

describe("eventReplies", () => {
  const replies = [
    reply("dani", "no_voy", { answeredAt: "2026-11-30T09:00:00.000Z" }),
    // Dani changed his mind later: the newest counts.
    reply("dani", "voy", { answeredAt: "2026-11-30T11:00:00.000Z" }),
    reply("marta", "no_voy", { reason: "Lesionada" }),
    reply("pablo", "duda", { reason: "Examen" }),
    reply("viejo", "voy"),
    reply("nadie", "no_voy", { reason: "?" }),
    // Another event's.
    reply("lucia", "voy", { eventId: "partido-f2" }),
  ];
  const r = eventReplies("partido-f1", replies, accounts, squad);

  it("counts each linked player once, by his newest answer", () => {
    expect(r.voy).toEqual([squad[0]]);
    expect(r.noVoy).toEqual([{ ...squad[1], reason: "Lesionada" }]);
    expect(r.duda).toEqual([{ ...squad[2], reason: "Examen" }]);
  });

  it("lists linked players with no reply as not answered; a player with no account apart", () => {
    expect(r.sinResponder).toEqual([squad[3]]);
    expect(r.sinCuenta).toEqual([squad[4]]);
  });

  it("links one account per player and one player per account, the first as stored", () => {
    const twice = eventReplies(
      "partido-f1",
      [reply("dani", "voy"), reply("dani2", "no_voy"), reply("marta", "duda")],
      [
        { playerId: id("p1"), user: "dani" },
        { playerId: id("p1"), user: "dani2" },
        { playerId: id("p2"), user: "dani" },
      ],
      squad,
    );
    expect(twice.voy).toEqual([squad[0]]);
    expect(twice.noVoy).toEqual([]);
    expect(twice.sinCuenta).toEqual(squad.slice(1));
    expect(twice.unlinked.map((x) => x.user)).toEqual(["dani2", "marta"]);
  });

  it("puts every player of the squad in exactly one group, whatever the accounts and replies", () => {
    const ids = ["p1", "p2", "p3", "p4", "p5", "gone"];
    const users = ["dani", "marta", "pablo", "lucia", "viejo", "nadie"];
    const answers = ["voy", "no_voy", "duda"] as const;
    const arbitrary = fc.record({
      squad: fc.uniqueArray(fc.constantFrom(...ids.slice(0, 5)), { maxLength: 5 }),
      accounts: fc.array(
        fc.record({ playerId: fc.constantFrom(...ids).map(id), user: fc.constantFrom(...users) }),
        { maxLength: 8 },
      ),
      replies: fc.array(
        fc.record({
          user: fc.constantFrom(...users),
          answer: fc.constantFrom(...answers),
          eventId: fc.constantFrom("partido-f1", "partido-f2"),
          at: fc.integer({ min: 0, max: 9 }),
        }),
        { maxLength: 12 },
      ),
    });
    fc.assert(
      fc.property(arbitrary, (c) => {
        const players = c.squad.map((p) => ({ id: id(p), name: `Jugador ${p}` }));
        const replies = c.replies.map((x) =>
          reply(x.user, x.answer, {
            eventId: x.eventId,
            answeredAt: `2026-11-30T10:00:0${x.at}.000Z`,
          }),
        );
        const r = eventReplies("partido-f1", replies, c.accounts, players);
        const groups = [r.voy, r.noVoy, r.duda, r.sinResponder, r.sinCuenta];
        const placed = groups.flat().map((p) => p.id);
        expect(placed).toHaveLength(players.length);
        expect([...placed].sort()).toEqual(players.map((p) => p.id).sort());
      }),
    );
  });

  it("keeps replies of accounts with no player of the squad apart, never drops them", () => {
    expect(r.unlinked.map((x) => x.user)).toEqual(["nadie", "viejo"]);
  });

  it("reads as one line", () => {
    expect(repliesLine(r)).toBe(
      "1 va · 1 no · 1 duda · 1 sin responder · 1 sin cuenta · 2 cuentas sin jugador",
    );
    const many = eventReplies(
      "partido-f1",
      [reply("dani", "voy"), reply("marta", "voy"), reply("pablo", "no_voy")],
      accounts,
      squad,
    );
    expect(repliesLine(many)).toBe("2 van · 1 no · 1 sin responder · 1 sin cuenta");
    expect(repliesLine(eventReplies("partido-f1", [], accounts, squad.slice(0, 4)))).toBe(
      "0 van · 0 no · 4 sin responder",
    );
  });
});

describe("notAnsweredText", () => {
  it("gives the event and its date, then one name per line", () => {
    expect(
      notAnsweredText({ date: "2026-12-05", title: "vs Atlético Sur (Liga)" }, [
        "Lucía",
        "Pablo\nGarcía",
      ]),
    ).toBe("Sin responder · vs Atlético Sur (Liga) · sábado, 5 de diciembre\nLucía\nPablo García");
  });

  it("names a session by its title, its day and its time: two may share a day", () => {
    expect(
      notAnsweredText({ date: "2026-12-01", time: "19:00", title: "Entrenamiento · Presión" }, [
        "Lucía",
      ]),
    ).toBe("Sin responder · Entrenamiento · Presión · martes, 1 de diciembre · 19:00\nLucía");
  });
});

describe("callUpFromReplies", () => {
  const r = eventReplies(
    "partido-f1",
    [reply("dani", "voy"), reply("marta", "no_voy", { reason: "Boda" }), reply("pablo", "duda")],
    accounts,
    squad,
  );

  it("before any call-up is saved: ticks who said 'Voy', unticks who said 'No voy'", () => {
    const { ids, marks } = callUpFromReplies(undefined, [id("p2"), id("p4")], r);
    expect(ids).toEqual([id("p4"), id("p1")]);
    expect(marks.get(id("p2"))).toEqual({ answer: "no_voy", reason: "Boda" });
    expect(marks.get(id("p3"))).toEqual({ answer: "duda", reason: "" });
    expect(marks.has(id("p4"))).toBe(false);
  });

  it("a saved call-up stays as the coach saved it, with the answers as marks", () => {
    const { ids, marks } = callUpFromReplies([id("p2")], [], r);
    expect(ids).toEqual([id("p2")]);
    expect(marks.get(id("p1"))).toEqual({ answer: "voy", reason: "" });
  });
});

describe("the accounts the coach keeps", () => {
  it("reads one account per player and one player per account", () => {
    expect(
      readPlayerAccounts({
        accounts: [
          { playerId: "p1", user: "dani" },
          { playerId: "p1", user: "dani2" },
          { playerId: "p2", user: "dani" },
          { playerId: "p3", user: "Con Espacios" },
          { playerId: "p4", user: "lucia" },
        ],
      }),
    ).toEqual({
      value: [
        { playerId: "p1", user: "dani" },
        { playerId: "p4", user: "lucia" },
      ],
      repaired: true,
    });
    expect(readPlayerAccounts(undefined)).toEqual({ value: [], repaired: false });
  });

  it("links, relinks and unlinks, refusing a taken or unusable name in Spanish", () => {
    const name = (p: PlayerId) => squad.find((s) => s.id === p)?.name;
    const two = accounts.slice(0, 2);
    expect(linkAccount(two, id("p3"), "  Pablo ", name)).toEqual({
      ok: true,
      value: [...two, { playerId: "p3", user: "pablo" }],
    });
    expect(linkAccount(two, id("p1"), "dani.g", name)).toEqual({
      ok: true,
      value: [{ playerId: "p1", user: "dani.g" }, two[1]],
    });
    expect(linkAccount(two, id("p1"), "", name)).toEqual({ ok: true, value: [two[1]] });
    expect(linkAccount(two, id("p3"), "marta", name)).toEqual({
      ok: false,
      message: "La cuenta «marta» ya es de Marta.",
    });
    expect(linkAccount(two, id("p3"), "josé", name)).toMatchObject({ ok: false });
  });

  it("the form: each refused row beside its player, a name two rows give on the second", () => {
    const name = (p: PlayerId) => squad.find((s) => s.id === p)?.name;
    const rows = [
      { playerId: "p1", user: "dani" },
      { playerId: "p2", user: "DANI " },
      { playerId: "p3", user: "josé" },
      { playerId: "p4", user: "" },
    ];
    expect(playerAccountsFormIssues(rows, name)).toEqual([
      { path: ["accounts", 1, "user"], message: `La cuenta «dani» ya es de ${name(id("p1"))}.` },
      {
        path: ["accounts", 2, "user"],
        message:
          "La cuenta solo puede tener minúsculas sin tildes, cifras, '.', '_' o '-' (hasta 64), y empezar por una letra o cifra.",
      },
    ]);
  });
});

describe("invitationLink", () => {
  it("carries the server, the player's own database and the account, never a password", () => {
    expect(
      invitationLink(
        "https://app.ejemplo.org/jugador/invitacion",
        "https://equipo.ejemplo.org:6984",
        "banquillo_mi",
        "dani",
      ),
    ).toBe(
      "https://app.ejemplo.org/jugador/invitacion?servidor=https%3A%2F%2Fequipo.ejemplo.org%3A6984&bd=banquillo_mi_jugador_64616e69&usuario=dani",
    );
  });
});

describe("a reply a guardian gave, on the coach's screens", () => {
  const rosa = { user: "rosa", name: "Rosa Gil", relation: "madre", players: ["dani", "marta"] };
  const replies = [
    reply("dani", "no_voy", { reason: "Fiebre", by: "rosa" }),
    reply("marta", "voy", { by: "marta" }),
    reply("pablo", "duda", { by: "tio.juan" }),
  ];
  const r = eventReplies("partido-f1", replies, accounts, squad, (x) => answeredByText(x, [rosa]));

  it("says who answered beside the player, and nothing when he did", () => {
    expect(r.noVoy).toEqual([
      { id: "p1", name: "Dani", reason: "Fiebre", answeredBy: "respondió su madre" },
    ]);
    expect(r.voy).toEqual([{ id: "p2", name: "Marta" }]);
    expect(r.duda).toEqual([
      { id: "p3", name: "Pablo", reason: "", answeredBy: "respondió «tio.juan»" },
    ]);
  });

  it("carries it to the call-up's marks", () => {
    const { marks } = callUpFromReplies(undefined, [], r);
    expect(marks.get(id("p1"))).toEqual({
      answer: "no_voy",
      reason: "Fiebre",
      answeredBy: "respondió su madre",
    });
    expect(marks.get(id("p2"))).toEqual({ answer: "voy", reason: "" });
  });
});
