import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  agenda,
  calendarEvents,
  checkFixtureDraft,
  countdownText,
  draftOfFixture,
  fixtureFromDraft,
  icsUid,
  kickoffOf,
  longDate,
  markPlayed,
  meetingText,
  nextFixture,
  planOf,
  renameFixture,
  renameRivalInFixtures,
  squadByLine,
  squadOf,
  squadText,
  toggleSquad,
  unmarkPlayed,
  upcomingFixtures,
  withPlan,
} from "./fixtures";
import { makeMatch, makePlayer } from "../../testing/fixtures";
import type { Fixture } from "../records/types";
import { asId } from "../../testing/ids";
import type { FixtureId } from "../base/ids";

const fixture = (over: Partial<Fixture> = {}): Fixture => ({
  id: asId("f1"),
  rivalId: asId("r1"),
  rival: "CD Los Pinos",
  date: "2026-11-28",
  time: "18:30",
  location: "home",
  competition: "Liga",
  venue: "Campo Municipal",
  ...over,
});

describe("fixture lifecycle", () => {
  const rivals = [{ id: asId("r1"), name: "CD Los Pinos" }];
  const draft = {
    rivalId: "r1",
    date: "2026-11-28",
    time: "18:30",
    location: "home" as const,
    competition: " Liga ",
    venue: "Campo Municipal",
    meetTime: "",
    meetPlace: "",
    playerNotes: "",
    answerBy: "",
  };

  it("a sound draft becomes a fixture with the rival's name as its label", () => {
    expect(checkFixtureDraft(draft, rivals)).toEqual({});
    expect(fixtureFromDraft(draft, rivals, { id: asId("f1") })).toEqual(fixture());
  });

  it("the players' fields are kept trimmed when given and left out when emptied", () => {
    const full = {
      ...draft,
      meetTime: "17:45",
      meetPlace: " Puerta 3 ",
      playerNotes: "Equipación azul",
      answerBy: "2026-11-26T20:00",
    };
    expect(checkFixtureDraft(full, rivals)).toEqual({});
    const saved = fixtureFromDraft(full, rivals, { id: asId("f1") })!;
    expect(saved).toEqual({
      ...fixture(),
      meetTime: "17:45",
      meetPlace: "Puerta 3",
      playerNotes: "Equipación azul",
      answerBy: "2026-11-26T20:00",
    });
    expect(fixtureFromDraft(draft, rivals, saved)).toEqual(fixture());
    expect(draftOfFixture(fixture())).toMatchObject({ meetTime: "", answerBy: "" });
  });

  it("a meeting time or deadline that cannot be read, or a deadline after kick-off, is named", () => {
    expect(
      checkFixtureDraft({ ...draft, meetTime: "7", answerBy: "2026-11-28T18:31" }, rivals),
    ).toEqual({
      meetTime: "Indica la hora de la citación (HH:MM) o déjala vacía.",
      answerBy: "La fecha límite para responder debe ser anterior al partido.",
    });
    expect(checkFixtureDraft({ ...draft, answerBy: "2026-02-30T10:00" }, rivals)).toEqual({
      answerBy: "Indica el día y la hora límite para responder, o déjalo vacío.",
    });
  });

  it("a draft whose rival is not stored makes no fixture (the link is found, never assumed)", () => {
    expect(fixtureFromDraft({ ...draft, rivalId: "r9" }, rivals, { id: asId("f1") })).toBe(
      undefined,
    );
  });

  it("a draft with holes says what is missing, in Spanish, field by field", () => {
    const e = checkFixtureDraft(
      { ...draft, rivalId: "", date: "2026-02-30", time: "25:00", competition: " " },
      rivals,
    );
    expect(e).toEqual({
      rivalId: "Elige el rival.",
      date: "Indica la fecha del partido.",
      time: "Indica la hora de inicio (HH:MM).",
      competition: "Indica la competición.",
    });
  });

  it("goes scheduled → planned → played → (match deleted) → scheduled", () => {
    const list = [fixture(), fixture({ id: asId("f2"), date: "2026-12-05" })];
    const planned = withPlan(list, asId("f1"), asId("p1"));
    expect(planned[0]!.planId).toBe("p1");
    expect(
      planOf(planned[0]!, [{ id: asId("p1"), rival: "", formation: "", lineup: {} }])?.id,
    ).toBe("p1");
    expect(nextFixture(planned, "2026-11-24")?.id).toBe("f1");
    const played = markPlayed(planned, asId("f1"), asId("m1"));
    expect(played[0]).toEqual({ ...fixture(), planId: "p1", matchId: "m1" });
    expect(played[1]).toBe(list[1]);
    expect(nextFixture(played, "2026-11-24")?.id).toBe("f2");
    const undone = unmarkPlayed(played, asId("m1"));
    expect(undone[0]).toEqual({ ...fixture(), planId: "p1" });
    // An unknown fixture changes nothing.
    expect(markPlayed(list, asId("nope"), asId("m1"))).toEqual(list);
  });

  it("follows a rival's rename by id", () => {
    const list = [fixture(), fixture({ id: asId("f2"), rivalId: asId("r2"), rival: "Otro" })];
    const out = renameRivalInFixtures(
      { id: asId("r1"), from: "CD Los Pinos", to: "CD Pinos" },
      list,
    );
    expect(out.map((f) => f.rival)).toEqual(["CD Pinos", "Otro"]);
    const same = renameRivalInFixtures({ id: asId("r9"), from: "X", to: "Y" }, list);
    expect(same).toBe(list);
  });
});

describe("the calendar", () => {
  it("upcoming fixtures are unplayed ones from today, soonest first (time breaks ties)", () => {
    const list = [
      fixture({ id: asId("late"), time: "20:00" }),
      fixture({ id: asId("early"), time: "12:00" }),
      fixture({ id: asId("past"), date: "2026-11-01" }),
      fixture({ id: asId("played"), matchId: asId("m1") }),
    ];
    expect(upcomingFixtures(list, "2026-11-24").map((f) => f.id)).toEqual(["early", "late"]);
  });

  it("the past holds every match (with its fixture) and fixtures left without a result", () => {
    const m1 = makeMatch({ id: "m1", date: "2026-11-15" });
    const m0 = makeMatch({ id: "m0", date: "2026-10-01" });
    const list = [
      fixture({ id: asId("f1"), date: "2026-11-15", matchId: asId("m1") }),
      fixture({ id: asId("f0"), date: "2026-11-20" }),
      fixture({ id: asId("f2"), date: "2026-12-01" }),
    ];
    const a = agenda(list, [m0, m1], "2026-11-24");
    expect(a.upcoming.map((f) => f.id)).toEqual(["f2"]);
    expect(
      a.past.map((p) =>
        p.kind === "played" ? `${p.match.id}:${p.fixture?.id ?? "-"}` : p.fixture.id,
      ),
    ).toEqual(["f0", "m1:f1", "m0:-"]);
  });

  it("counts down in Spanish", () => {
    const at = new Date(2026, 10, 28, 18, 30);
    expect(countdownText(at, new Date(2026, 10, 24, 12, 0))).toBe("Faltan 4 días y 6 h");
    expect(countdownText(at, new Date(2026, 10, 27, 18, 30))).toBe("Faltan 1 día");
    expect(countdownText(at, new Date(2026, 10, 28, 16, 15))).toBe("Faltan 2 h y 15 min");
    expect(countdownText(at, new Date(2026, 10, 28, 18, 0))).toBe("Faltan 30 min");
    expect(countdownText(at, new Date(2026, 10, 28, 18, 30))).toBe("Empieza ya");
  });

  it("kick-off is the wall-clock time of the browser's zone; bad dates have none", () => {
    const k = kickoffOf(fixture())!;
    expect([k.getFullYear(), k.getMonth(), k.getDate(), k.getHours(), k.getMinutes()]).toEqual([
      2026, 10, 28, 18, 30,
    ]);
    expect(kickoffOf(fixture({ date: "2026-02-30" }))).toBeUndefined();
    expect(kickoffOf(fixture({ date: "" }))).toBeUndefined();
  });

  it("exports one 2-hour event per fixture", () => {
    const [e] = calendarEvents([fixture(), fixture({ id: asId("bad"), date: "x" })], "Mi Equipo");
    expect(e).toMatchObject({
      id: "partido-f1@banquillo",
      summary: "Mi Equipo – CD Los Pinos (Liga)",
      location: "Campo Municipal",
      description: "Liga · Local",
    });
    expect(e!.end.getTime() - e!.start.getTime()).toBe(2 * 3600_000);
    expect(calendarEvents([fixture({ location: "away" })], "Mi Equipo")[0]!.summary).toBe(
      "CD Los Pinos – Mi Equipo (Liga)",
    );
    expect(e!.cancelled).toBeUndefined();
  });

  it("adds the meeting time and place when the fixture has them, and marks a called-off one", () => {
    const extras = { meetTime: "17:45", meetPlace: "Puerta 3\ndel estadio", cancelled: true };
    const [e] = calendarEvents([{ ...fixture(), ...extras }], "Mi Equipo");
    expect(e!.description).toBe("Liga · Local · Citación: 17:45 · Puerta 3 del estadio");
    expect(e!.cancelled).toBe(true);
  });
});

describe("renameFixture", () => {
  it("moves the fixture to its new id with the plans and matches that name it", () => {
    const lists = {
      fixtures: [fixture({ id: asId("a b") }), fixture({ id: asId("f2") })],
      matchPlans: [{ id: "pl1", fixtureId: asId<FixtureId>("a b") }, { id: "pl2" }],
      matches: [{ id: "m1", fixtureId: asId<FixtureId>("f2") }],
    };
    const next = renameFixture(lists, asId("a b"), asId("nuevo"));
    expect(next.fixtures.map((f) => f.id)).toEqual(["nuevo", "f2"]);
    expect(next.fixtures[0]).toEqual({ ...lists.fixtures[0], id: "nuevo" });
    expect(next.matchPlans).toEqual([{ id: "pl1", fixtureId: "nuevo" }, { id: "pl2" }]);
    expect(next.matches[0]).toBe(lists.matches[0]);
  });
});

describe("the .ics UIDs", () => {
  it("name the record's type, so a fixture, a session and a series' day never share one", () => {
    // A fixture `training-s1` beside the session `s1`; a one-off session `se1-<day>` beside
    // the series `se1` on that day.
    expect(icsUid("partido", "training-s1")).toBe("partido-training-s1@banquillo");
    expect(icsUid("entrenamiento", "s1")).toBe("entrenamiento-s1@banquillo");
    expect(icsUid("entrenamiento", "se1-2026-12-01")).toBe(
      "entrenamiento-se1-2026-12-01@banquillo",
    );
    expect(icsUid("serie", "se1", "2026-12-01")).toBe("serie-se1@2026-12-01@banquillo");
    expect(icsUid("partido", "a@b\nc")).toBe("partido-a%u0040b%u000Ac@banquillo");
  });

  it("are one per record type, id and day, whatever the ids hold", () => {
    const key = fc.record({
      type: fc.constantFrom("partido" as const, "entrenamiento" as const, "serie" as const),
      id: fc.string({ unit: fc.constantFrom("a", "-", "@", "%", "u", "0", "\n", ":", " ", "é") }),
      day: fc.option(fc.string({ unit: fc.constantFrom("2", "-", "@", "%", "u") }), {
        nil: undefined,
      }),
    });
    fc.assert(
      fc.property(key, key, (a, b) => {
        const same = a.type === b.type && a.id === b.id && a.day === b.day;
        expect(icsUid(a.type, a.id, a.day) === icsUid(b.type, b.id, b.day)).toBe(same);
        expect(icsUid(a.type, a.id, a.day)).toMatch(/^[A-Za-z0-9._~%@-]+$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the call-up", () => {
  const gk = makePlayer("Iker", { id: "gk", position: "Goalkeeper", number: 1 });
  const df = makePlayer("Sergio", { id: "df", position: "Defender", number: 4 });
  const fw = makePlayer("David", { id: "fw", position: "Forward", number: 7 });

  it("keeps the stored order, skipping deleted players; reads by line and number", () => {
    const f = fixture({ squadIds: [asId("fw"), asId("gone"), asId("gk"), asId("df")] });
    expect(squadOf(f, [gk, df, fw]).map((p) => p.id)).toEqual(["fw", "gk", "df"]);
    expect(squadByLine(squadOf(f, [gk, df, fw])).map((p) => p.id)).toEqual(["gk", "df", "fw"]);
  });

  it("is shared as text ready for a messaging app", () => {
    expect(squadText(fixture(), [fw, gk], "Mi Equipo")).toBe(
      [
        "*Convocatoria · Mi Equipo – CD Los Pinos*",
        "Liga · sábado, 28 de noviembre · 18:30 · Campo Municipal",
        "",
        "1 Iker",
        "7 David",
        "",
        "2 convocados",
      ].join("\n"),
    );
  });

  it("gives the meeting and the notes for players under the facts", () => {
    const f = fixture({ meetTime: "17:45", meetPlace: "Puerta 3", playerNotes: "Equipación azul" });
    expect(squadText(f, [fw, gk], "Mi Equipo")).toBe(
      [
        "*Convocatoria · Mi Equipo – CD Los Pinos*",
        "Liga · sábado, 28 de noviembre · 18:30 · Campo Municipal",
        "Citación: 17:45 · Puerta 3",
        "Equipación azul",
        "",
        "1 Iker",
        "7 David",
        "",
        "2 convocados",
      ].join("\n"),
    );
    expect(meetingText({ meetPlace: "Bar Central" })).toBe("Citación: Bar Central");
    expect(meetingText({})).toBe("");
  });

  it("keeps one line per player, whatever the names and the fixture's texts hold", () => {
    const sneaky = makePlayer("Iker\n\n*Cambio de hora: 08:00*", {
      id: "gk",
      position: "Goalkeeper",
      number: 1,
    });
    const tabbed = makePlayer("David\r\n\u2028Villa\t ", {
      id: "fw",
      position: "Forward",
      number: 7,
    });
    const f = fixture({
      rival: "CD Los Pinos\n*Partido suspendido*",
      competition: "Liga\r\nCopa",
      venue: "Campo\u2029Municipal",
    });
    const lines = squadText(f, [tabbed, sneaky], "Mi\nEquipo").split("\n");
    expect(lines).toEqual([
      "*Convocatoria · Mi Equipo – CD Los Pinos *Partido suspendido**",
      "Liga Copa · sábado, 28 de noviembre · 18:30 · Campo Municipal",
      "",
      "1 Iker *Cambio de hora: 08:00*",
      "7 David Villa",
      "",
      "2 convocados",
    ]);
  });

  it("toggles players in and out, never past the maximum", () => {
    expect(toggleSquad([asId("a")], asId("b"))).toEqual(["a", "b"]);
    expect(toggleSquad([asId("a"), asId("b")], asId("a"))).toEqual(["b"]);
    expect(toggleSquad([asId("a"), asId("b")], asId("c"), 2)).toEqual(["a", "b"]);
  });
});

describe("longDate", () => {
  it("says the weekday, the day and the month in Spanish", () => {
    expect(longDate("2026-11-28")).toBe("sábado, 28 de noviembre");
    expect(longDate("2027-01-01")).toBe("viernes, 1 de enero");
    expect(longDate("2024-02-29")).toBe("jueves, 29 de febrero");
    expect(longDate("2026-09-02")).toBe("miércoles, 2 de septiembre");
  });

  it("leaves a text that is not a date as it is", () => {
    expect(longDate("")).toBe("");
    expect(longDate("28/11/2026")).toBe("28/11/2026");
  });

  it("says what Intl's Spanish long date says, any day", () => {
    const intl = new Intl.DateTimeFormat("es-ES", {
      weekday: "long",
      day: "numeric",
      month: "long",
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1950, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        (d) => {
          const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
          const noon = new Date(d.getFullYear(), d.getMonth(), d.getDate(), 12);
          expect(longDate(iso)).toBe(intl.format(noon));
        },
      ),
    );
  });
});
