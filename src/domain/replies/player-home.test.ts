import { describe, expect, it } from "vitest";
import type { ScheduleEvent, SeasonCard } from "./documents";
import { callUpNoticeDoc, familyDoc, replyDoc, scheduleDoc, seasonCardDoc } from "./documents";
import { answeredByText, deadlineText, playerHome } from "./player-home";

const event = (over: Partial<ScheduleEvent> & { eventId: string }): ScheduleEvent => ({
  kind: over.eventId.startsWith("partido") ? "partido" : "entrenamiento",
  date: "2026-11-28",
  time: "11:00",
  meetTime: "",
  place: "Campo Municipal",
  title: "vs Atlético Norte (Liga)",
  cancelled: false,
  meetPlace: "",
  home: over.eventId.startsWith("partido") ? true : null,
  notes: "",
  answerBy: "",
  ...over,
});

const sat = event({ eventId: "partido-f1", answerBy: "2026-11-27T20:00", meetTime: "10:15" });
const dec = event({ eventId: "partido-f2", date: "2026-12-05", title: "vs Sur (Copa)" });
const past = event({ eventId: "partido-f0", date: "2026-11-21" });
const tue = event({ eventId: "entrenamiento-s1", date: "2026-12-01", title: "Entrenamiento" });
const thu = event({
  eventId: "entrenamiento-s2",
  date: "2026-11-26",
  time: "19:00",
  title: "Entrenamiento",
});
const off = event({
  eventId: "entrenamiento-s3",
  date: "2026-12-03",
  cancelled: true,
  title: "Entrenamiento",
});
const answered = (user: string, eventId: string, by?: string) =>
  replyDoc({
    user,
    eventId,
    answer: "voy",
    reason: "",
    answeredAt: "2026-11-25T10:00:00.000Z",
    ...(by ? { by } : {}),
  });
const card: SeasonCard = {
  season: "2026-27",
  matches: 9,
  starts: 7,
  minutes: 612,
  goals: 3,
  assists: 2,
  yellows: 1,
  reds: 0,
  sessions: 20,
  attended: 17,
};

const now = "2026-11-26T10:00";

describe("playerHome", () => {
  it("splits matches from trainings, the ones to answer first, with the call-up and the deadline", () => {
    const docs = [
      ...[sat, dec, past, tue, thu, off].map(scheduleDoc),
      callUpNoticeDoc({
        eventId: "partido-f1",
        status: "convocado",
        publishedAt: "2026-11-25T18:00:00Z",
      }),
      callUpNoticeDoc({
        eventId: "partido-f2",
        status: "no_convocado",
        publishedAt: "2026-11-25T18:00:00Z",
      }),
      answered("ana", "entrenamiento-s2"),
      // A teammate's reply, should one ever reach the phone, is not his.
      answered("luis", "entrenamiento-s1"),
      seasonCardDoc({ ...card, season: "2025-26", minutes: 1 }),
      seasonCardDoc(card),
      { _id: "temporada:2027-28", docType: "temporada", season: "2027-28", goals: -1 },
    ];
    const [s] = playerHome([{ user: "ana", name: "Ana López", docs }], "ana", now).sections;
    expect(s!.matches.map((e) => [e.event.eventId, e.callUp, e.open, e.deadline])).toEqual([
      ["partido-f1", "convocado", true, "Responde antes del viernes, 27 de noviembre, a las 20:00"],
      // Left out of the call-up: nothing to answer.
      ["partido-f2", "no_convocado", false, ""],
    ]);
    expect(s!.trainings.map((e) => [e.event.eventId, e.open])).toEqual([
      ["entrenamiento-s1", true],
      ["entrenamiento-s2", false],
      ["entrenamiento-s3", false],
    ]);
    expect(s!.unanswered).toBe(2);
    expect(s!.season).toEqual(card);
  });

  it("gives a section per child on a guardian's phone, saying who answered", () => {
    const docsOf = (user: string) => [
      scheduleDoc(sat),
      scheduleDoc(tue),
      answered(user, "partido-f1", user === "hugo" ? "maria" : undefined),
    ];
    const home = playerHome(
      [
        { user: "hugo", name: "Hugo Pérez", docs: docsOf("hugo") },
        { user: "lola", name: "Lola Pérez", docs: docsOf("lola") },
      ],
      "maria",
      now,
    );
    expect(
      home.sections.map((s) => [s.name, s.unanswered, s.matches[0]!.answeredBy, s.season]),
    ).toEqual([
      ["Hugo Pérez", 1, "", null],
      ["Lola Pérez", 1, "Respondió Lola", null],
    ]);
  });

  it("on the child's own phone, names the guardian by the relation the staff published", () => {
    const maria = { user: "maria", name: "María Pérez", relation: "madre" };
    const docs = [scheduleDoc(sat), answered("hugo", "partido-f1", "maria")];
    const said = (more: unknown[]) =>
      playerHome([{ user: "hugo", name: "Hugo Pérez", docs: [...docs, ...more] }], "hugo", now)
        .sections[0]!.matches[0]!.answeredBy;
    expect(said([familyDoc({ player: "hugo", guardians: [maria] })])).toBe("Respondió su madre");
    expect(said([])).toBe("Respondió «maria»");
    // A family document of another player, or malformed, names nobody.
    expect(said([familyDoc({ player: "lola", guardians: [maria] })])).toBe("Respondió «maria»");
    expect(said([{ ...familyDoc({ player: "hugo", guardians: [maria] }), phone: "600" }])).toBe(
      "Respondió «maria»",
    );
  });
});

describe("who answered and the deadline", () => {
  const reply = {
    user: "hugo",
    eventId: "partido-f1",
    answer: "voy" as const,
    reason: "",
    answeredAt: "",
  };
  it("names the guardian by relation on the player's own phone", () => {
    const hugo = { user: "hugo", name: "Hugo" };
    expect(answeredByText({ ...reply, by: "maria" }, hugo, "hugo", { maria: "madre" })).toBe(
      "Respondió su madre",
    );
    expect(answeredByText({ ...reply, by: "tio.juan" }, hugo, "hugo", {})).toBe(
      "Respondió «tio.juan»",
    );
    expect(answeredByText(reply, hugo, "hugo", {})).toBe("");
    expect(answeredByText(undefined, hugo, "hugo", {})).toBe("");
  });

  it("says when the deadline has passed, and nothing for none", () => {
    expect(deadlineText("2026-11-26T09:59", now)).toBe(
      "Plazo para responder: terminó el jueves, 26 de noviembre, a las 09:59",
    );
    expect(deadlineText("", now)).toBe("");
  });
});
