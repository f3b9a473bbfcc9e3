import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  callUpNoticeDoc,
  eventIdOfFixture,
  playerDbName,
  readCallUpNotice,
  readPlayerDbName,
  readReply,
  readSeasonCard,
  readWhoGoes,
  seasonCardDoc,
  whoGoesDoc,
  PLAYER_DOC_RULES,
  readScheduleEvent,
  replyDoc,
  replyDocId,
  repliesDbName,
  scheduleDoc,
  type Reply,
  type ScheduleEvent,
} from "./documents";

const saturday: ScheduleEvent = {
  eventId: eventIdOfFixture("f1"),
  kind: "partido",
  date: "2026-11-28",
  time: "11:00",
  meetTime: "10:15",
  place: "Campo Municipal",
  title: "vs Atlético Norte (Liga)",
  cancelled: false,
};

describe("the replies database's documents", () => {
  it("names the database beside the team's", () => {
    expect(repliesDbName("banquillo_mi_equipo")).toBe("banquillo_mi_equipo_respuestas");
  });

  it("reads back the schedule event it writes, id included", () => {
    const doc = scheduleDoc(saturday);
    expect(doc._id).toBe("evento:partido-f1");
    expect(readScheduleEvent(doc)).toEqual({
      ...saturday,
      meetPlace: "",
      home: null,
      notes: "",
      answerBy: "",
    });
  });

  it("reads the Citación, home or away, the notes and the deadline", () => {
    const full = {
      ...saturday,
      meetPlace: "Puerta del polideportivo",
      home: false,
      notes: "Equipación azul; autobús a las 9:30",
      answerBy: "2026-11-27T20:00:00.000Z",
    };
    expect(readScheduleEvent(scheduleDoc(full))).toEqual(full);
    expect(readScheduleEvent({ ...scheduleDoc(full), home: "no" })).toBeNull();
    expect(readScheduleEvent({ ...scheduleDoc(full), notes: "x".repeat(401) })).toBeNull();
    expect(readScheduleEvent({ ...scheduleDoc(full), answerBy: "el viernes" })).toBeNull();
  });

  it("refuses a document with a field the contract does not list, or an attachment", () => {
    expect(readScheduleEvent({ ...scheduleDoc(saturday), planId: "x" })).toBeNull();
    const attached = { ...scheduleDoc(saturday), _attachments: { "a.txt": { data: "eA==" } } };
    expect(readScheduleEvent(attached)).toBeNull();
    for (const [type, rule] of Object.entries(PLAYER_DOC_RULES))
      expect(rule.fields, type).toContain("docType");
  });

  it("names a player's own database by the hex of his user name, and reads it back", () => {
    expect(playerDbName("banquillo_cd", "lucas.m")).toBe("banquillo_cd_jugador_6c756361732e6d");
    expect(readPlayerDbName("banquillo_cd_jugador_6c756361732e6d")).toEqual({
      teamDb: "banquillo_cd",
      user: "lucas.m",
    });
    expect(readPlayerDbName("banquillo_cd_respuestas")).toBeNull();
    // "Lucas" in hex: not a user name the app gives.
    expect(readPlayerDbName("banquillo_cd_jugador_4c75636173")).toBeNull();
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,63}$/), (user) => {
        const name = playerDbName("banquillo_x", user);
        expect(name).toMatch(/^[a-z][a-z0-9_$()+/-]*$/);
        expect(readPlayerDbName(name)).toEqual({ teamDb: "banquillo_x", user });
      }),
    );
  });

  it("reads a call-up notice, a season card and who goes (never a reason)", () => {
    const notice = {
      eventId: "partido-f1",
      status: "convocado" as const,
      publishedAt: "2026-11-26T18:00:00.000Z",
    };
    expect(callUpNoticeDoc(notice)._id).toBe("convocatoria:partido-f1");
    expect(readCallUpNotice(callUpNoticeDoc(notice))).toEqual(notice);
    expect(readCallUpNotice({ ...callUpNoticeDoc(notice), status: "quizá" })).toBeNull();
    const card = {
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
    expect(seasonCardDoc(card)._id).toBe("temporada:2026-27");
    expect(readSeasonCard(seasonCardDoc(card))).toEqual(card);
    expect(readSeasonCard({ ...seasonCardDoc(card), minutes: -1 })).toBeNull();
    expect(readSeasonCard({ ...seasonCardDoc(card), goals: undefined })).toBeNull();
    const who = {
      eventId: "partido-f1",
      answers: [{ name: "Lucía", answer: "voy" as const }],
    };
    expect(readWhoGoes(whoGoesDoc(who))).toEqual(who);
    const withReason = { name: "Lucía", answer: "no_voy", reason: "Lesión" };
    expect(readWhoGoes({ ...whoGoesDoc(who), answers: [withReason] })).toBeNull();
  });

  it("refuses an event whose id is not its own or whose kind does not match", () => {
    expect(readScheduleEvent({ ...scheduleDoc(saturday), _id: "evento:partido-f2" })).toBeNull();
    expect(readScheduleEvent({ ...scheduleDoc(saturday), kind: "entrenamiento" })).toBeNull();
    expect(readScheduleEvent({ ...scheduleDoc(saturday), date: "28/11/2026" })).toBeNull();
    expect(readScheduleEvent({ ...scheduleDoc(saturday), title: " " })).toBeNull();
  });

  it("reads a reply, dropping a reason given with 'Voy'", () => {
    const reply: Reply = {
      user: "lucas.m",
      eventId: saturday.eventId,
      answer: "no_voy",
      reason: "Boda de mi hermana",
      answeredAt: "2026-11-25T20:00:00.000Z",
    };
    const doc = replyDoc(reply);
    expect(doc._id).toBe("respuesta:lucas.m:partido-f1");
    expect(readReply(doc)).toEqual({ ...reply, by: "lucas.m" });
    expect(readReply({ ...doc, answer: "voy" })?.reason).toBe("");
    // His mother answered for him.
    expect(readReply({ ...doc, by: "maria.m" })?.by).toBe("maria.m");
    expect(readReply({ ...doc, by: "María" })).toBeNull();
  });

  it("refuses a reply filed under another player's id or with a long reason", () => {
    const doc = replyDoc({
      user: "lucas.m",
      eventId: saturday.eventId,
      answer: "duda",
      reason: "",
      answeredAt: "2026-11-25T20:00:00.000Z",
    });
    expect(readReply({ ...doc, _id: replyDocId("pablo", saturday.eventId) })).toBeNull();
    expect(readReply({ ...doc, reason: "x".repeat(141) })).toBeNull();
    expect(readReply({ ...doc, user: "Lucas:M" })).toBeNull();
  });

  it("never throws on whatever a server sends", () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        readReply(v);
        readScheduleEvent(v);
        readCallUpNotice(v);
        readSeasonCard(v);
        readWhoGoes(v);
      }),
    );
  });
});
