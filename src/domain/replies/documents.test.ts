import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  eventIdOfFixture,
  readReply,
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
  meetPlace: "",
  home: true,
  notes: "",
  answerBy: "",
};

describe("the replies database's documents", () => {
  it("names the database beside the team's", () => {
    expect(repliesDbName("banquillo_mi_equipo")).toBe("banquillo_mi_equipo_respuestas");
  });

  it("reads back the schedule event it writes, id included", () => {
    const doc = scheduleDoc(saturday);
    expect(doc._id).toBe("evento:partido-f1");
    expect(readScheduleEvent(doc)).toEqual(saturday);
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
    expect(readReply(doc)).toEqual(reply);
    expect(readReply({ ...doc, answer: "voy" })?.reason).toBe("");
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
      }),
    );
  });
});
