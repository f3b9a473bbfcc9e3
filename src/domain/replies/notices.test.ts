import { describe, expect, it } from "vitest";
import type { FixtureId, MatchId, PlayerId } from "../base/ids";
import type { CallUpNotice } from "./documents";
import { callUpNoticeDoc, readCallUpNotice } from "./documents";
import { callUpNoticeChanges, callUpNotices } from "./notices";

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
    expect(callUpNotices(fixture({ squadIds: ["p3", "p1"] }), accounts, at)).toEqual([
      { user: "ana", notice: { eventId: "partido-f1", status: "convocado", publishedAt: at } },
      { user: "luis", notice: { eventId: "partido-f1", status: "no_convocado", publishedAt: at } },
      { user: "marta", notice: { eventId: "partido-f1", status: "convocado", publishedAt: at } },
    ]);
  });

  it("tells nobody before the call-up is saved, after the game, or for an id the database refuses", () => {
    expect(callUpNotices(fixture({}), accounts, at)).toEqual([]);
    expect(callUpNotices(fixture({ squadIds: ["p1"], matchId: "m1" }), accounts, at)).toEqual([]);
    expect(callUpNotices(fixture({ id: "a b", squadIds: ["p1"] }), accounts, at)).toEqual([]);
  });

  it("an empty saved call-up is 'No convocado' for all", () => {
    expect(
      callUpNotices(fixture({ squadIds: [] }), accounts, at).map((n) => n.notice.status),
    ).toEqual(["no_convocado", "no_convocado", "no_convocado"]);
  });

  it("saving again writes only the statuses that changed, keeping the others' time", () => {
    const before = new Map<string, CallUpNotice>([
      ["ana", { eventId: "partido-f1", status: "convocado", publishedAt: "2026-11-25T10:00:00Z" }],
      ["luis", { eventId: "partido-f1", status: "convocado", publishedAt: "2026-11-25T10:00:00Z" }],
    ]);
    const published = (user: string) => before.get(user);
    const changes = callUpNoticeChanges(
      [fixture({ squadIds: ["p1"] }), fixture({ id: "old", date: "2026-11-01", squadIds: [] })],
      accounts,
      "2026-11-26",
      at,
      published,
    );
    expect(changes).toEqual([
      { user: "luis", notice: { eventId: "partido-f1", status: "no_convocado", publishedAt: at } },
      { user: "marta", notice: { eventId: "partido-f1", status: "no_convocado", publishedAt: at } },
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
