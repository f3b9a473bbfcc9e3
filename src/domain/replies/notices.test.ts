import { describe, expect, it } from "vitest";
import type { FixtureId, MatchId, PlayerId } from "../base/ids";
import type { CallUpNotice } from "./documents";
import { callUpNoticeDoc, readCallUpNotice } from "./documents";
import { callUpNotices } from "./notices";

const accounts = [
  { playerId: "p1" as PlayerId, user: "ana" },
  { playerId: "p2" as PlayerId, user: "luis" },
  { playerId: "p3" as PlayerId, user: "marta" },
];
const at = "2026-11-26T18:00:00.000Z";
const fixture = (over: { id?: string; squadIds?: string[]; matchId?: string; date?: string }) => ({
  id: (over.id ?? "f1") as FixtureId,
  date: over.date ?? "2026-11-28",
  ...(over.squadIds ? { squadIds: over.squadIds as PlayerId[] } : {}),
  ...(over.matchId ? { matchId: over.matchId as MatchId } : {}),
});

describe("callUpNotices", () => {
  it("tells every account whether his player is in the saved call-up", () => {
    expect(callUpNotices(fixture({ squadIds: ["p3", "p1"] }), accounts)).toEqual([
      { user: "ana", notice: { eventId: "partido-f1", status: "convocado" } },
      { user: "luis", notice: { eventId: "partido-f1", status: "no_convocado" } },
      { user: "marta", notice: { eventId: "partido-f1", status: "convocado" } },
    ]);
  });

  it("tells nobody before the call-up is saved, after the game, or for an id the database refuses", () => {
    expect(callUpNotices(fixture({}), accounts)).toEqual([]);
    expect(callUpNotices(fixture({ squadIds: ["p1"], matchId: "m1" }), accounts)).toEqual([]);
    expect(callUpNotices(fixture({ id: "a b", squadIds: ["p1"] }), accounts)).toEqual([]);
  });

  it("an empty saved call-up is 'No convocado' for all", () => {
    expect(callUpNotices(fixture({ squadIds: [] }), accounts).map((n) => n.notice.status)).toEqual([
      "no_convocado",
      "no_convocado",
      "no_convocado",
    ]);
  });

  it("its documents read back as written, and a malformed one is refused", () => {
    const n: CallUpNotice = { eventId: "partido-f1", status: "convocado", publishedAt: at };
    expect(readCallUpNotice(callUpNoticeDoc(n))).toEqual(n);
    expect(readCallUpNotice({ ...callUpNoticeDoc(n), status: "quizá" })).toBeNull();
    expect(readCallUpNotice({ ...callUpNoticeDoc(n), _id: "convocatoria:partido-f2" })).toBeNull();
    expect(
      readCallUpNotice({ ...callUpNoticeDoc({ ...n, eventId: "entrenamiento-s1" }) }),
    ).toBeNull();
  });
});
