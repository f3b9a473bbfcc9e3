// An assist belongs to its goal and takes its minute: it is refused exactly when its player was
// not on the pitch at that minute (the one timeline's answer, a second yellow being a red).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MESSAGES,
  emptyMatchForm,
  matchFormIssues,
  notOnPitchAtMessage,
  sentOffMessage,
} from "./match-form";
import type { MatchFormValues, SubRow } from "./match-form";

const squad = ["a", "b", "c", "d", "e", "f"];
const ids = new Set(squad);

function form(over: Partial<MatchFormValues>): MatchFormValues {
  return {
    ...emptyMatchForm("2024-04-14"),
    rivalId: "r",
    formationId: "f",
    goalsFor: "1",
    goalsAgainst: "0",
    lineup: ["a", "b", "c"].map((player, i) => ({ key: `Posición ${i + 1}`, player })),
    ...over,
  };
}
const assistIssues = (v: MatchFormValues) =>
  matchFormIssues(v, ids)
    .filter((i) => i.path[0] === "scorers" && i.path[2] === "assist")
    .map((i) => i.message);
const goal = (player: string, minute: string, assist: string) => ({ player, minute, assist });

describe("an assist at its goal's minute", () => {
  it("is refused for a player taken off before the goal, accepted at the minute he left", () => {
    const subs = [{ playerOut: "b", playerIn: "d", minute: "60" }];
    expect(assistIssues(form({ subs, scorers: [goal("a", "70", "b")] }))).toEqual([
      notOnPitchAtMessage(70),
    ]);
    expect(assistIssues(form({ subs, scorers: [goal("a", "60", "b")] }))).toEqual([]);
    // His substitute may assist from the minute he came on, not before.
    expect(assistIssues(form({ subs, scorers: [goal("a", "60", "d")] }))).toEqual([]);
    expect(assistIssues(form({ subs, scorers: [goal("a", "59", "d")] }))).toEqual([
      notOnPitchAtMessage(59),
    ]);
  });

  it("is refused after a red card or a second yellow", () => {
    const yellows = [
      { player: "b", type: "yellow" as const, minute: "20" },
      { player: "b", type: "yellow" as const, minute: "40" },
    ];
    expect(assistIssues(form({ cards: yellows, scorers: [goal("a", "41", "b")] }))).toEqual([
      sentOffMessage(40),
    ]);
    expect(assistIssues(form({ cards: yellows, scorers: [goal("a", "40", "b")] }))).toEqual([]);
    const red = [{ player: "c", type: "red" as const, minute: "10" }];
    expect(assistIssues(form({ cards: red, scorers: [goal("a", "11", "c")] }))).toEqual([
      sentOffMessage(10),
    ]);
  });

  it("is refused from a player who did not play, or from the scorer himself", () => {
    expect(assistIssues(form({ scorers: [goal("a", "5", "e")] }))).toEqual([
      MESSAGES.notParticipant,
    ]);
    expect(assistIssues(form({ scorers: [goal("a", "5", "a")] }))).toEqual([MESSAGES.sameAssist]);
  });

  it("asks for every rival goal's minute or none", () => {
    const issues = (minutes: string[]) =>
      matchFormIssues(form({ rivalGoals: minutes.map((minute) => ({ minute })) }), ids)
        .filter((i) => i.path[0] === "rivalGoals")
        .map((i) => `${i.path[1]}: ${i.message}`);
    expect(issues(["", ""])).toEqual([]);
    expect(issues(["12", "80"])).toEqual([]);
    expect(issues(["12", ""])).toEqual([`1: ${MESSAGES.rivalMinutes}`]);
    expect(issues(["121", "3"])).toEqual([`0: ${MESSAGES.minuteRange}`]);
  });

  // The oracle shares no code with the timeline: it walks the match minute by minute as a
  // referee would (a substitution only for a player on the pitch, by one who is not and was not
  // sent off), and says who took part and who was on at minute m (before or after its changes).
  function referee(
    starters: string[],
    subs: { out: string; in: string; minute: number }[],
    reds: { player: string; minute: number }[],
    m: number,
  ) {
    const on = new Set(starters);
    const tookPart = new Set(starters);
    const sentOff = new Set<string>();
    let atM = new Set<string>();
    for (let t = 0; t <= 120; t++) {
      const during = new Set(on);
      for (const s of subs.filter((x) => x.minute === t)) {
        if (!on.has(s.out) || on.has(s.in) || sentOff.has(s.in)) continue;
        on.delete(s.out);
        on.add(s.in);
        during.add(s.in);
        tookPart.add(s.in);
      }
      for (const r of reds.filter((x) => x.minute === t)) {
        sentOff.add(r.player);
        on.delete(r.player);
      }
      if (t === m) atM = during;
    }
    return { tookPart, atM };
  }

  it("is refused exactly when its player is off the pitch at the goal's minute", () => {
    fc.assert(
      fc.property(
        // Valid substitutions (each bench player comes on once for one on the pitch), one red
        // card or two yellows for one player, a goal and its assistant.
        fc.array(fc.tuple(fc.nat(2), fc.integer({ min: 1, max: 90 })), { maxLength: 3 }),
        fc.option(
          fc.record({
            who: fc.constantFrom(...squad),
            first: fc.integer({ min: 0, max: 90 }),
            gap: fc.integer({ min: 0, max: 30 }),
            red: fc.boolean(),
          }),
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(...squad),
        (picks, booking, m, assistant) => {
          const starters = ["a", "b", "c"];
          const subs: { out: string; in: string; minute: number }[] = [];
          const on = new Set(starters);
          const bench = ["d", "e", "f"];
          for (const [k, minute] of [...picks].sort((x, y) => x[1] - y[1])) {
            const out = [...on][k % on.size]!;
            const into = bench.shift()!;
            subs.push({ out, in: into, minute });
            on.delete(out);
            on.add(into);
          }
          const cards = booking
            ? booking.red
              ? [{ player: booking.who, type: "red" as const, minute: String(booking.first) }]
              : [0, booking.gap].map((g) => ({
                  player: booking.who,
                  type: "yellow" as const,
                  minute: String(booking.first + g),
                }))
            : [];
          const reds = booking
            ? [{ player: booking.who, minute: booking.first + (booking.red ? 0 : booking.gap) }]
            : [];
          const scorer = assistant === "a" ? "b" : "a";
          const subRows: SubRow[] = subs.map((s) => ({
            playerOut: s.out,
            playerIn: s.in,
            minute: String(s.minute),
          }));
          const { tookPart, atM } = referee(starters, subs, reds, m);
          const v = form({ subs: subRows, cards, scorers: [goal(scorer, String(m), assistant)] });
          const refused = assistIssues(v).length > 0;
          expect(refused).toBe(!tookPart.has(assistant) || !atM.has(assistant));
        },
      ),
      { numRuns: 400 },
    );
  });
});
