import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addEvent, liveToMatch, newLiveMatch } from "./live-match";
import type { MatchEvent } from "../records/types";
import { makeMatch, readStoredMatch } from "../../testing/fixtures";
import { fiveASideSetup } from "../../testing/live";
import { matchStory, storyMinute } from "../match/match-story";
import type { StoryEntry } from "../match/match-story";

let n = 0;
const ev = (e: Omit<MatchEvent, "id" | "added" | "period"> & Partial<MatchEvent>): MatchEvent =>
  ({ id: `e${++n}`, added: 0, period: e.minute > 45 ? 2 : 1, ...e }) as MatchEvent;
const live = (...events: MatchEvent[]) =>
  liveToMatch(events.reduce(addEvent, newLiveMatch(fiveASideSetup())));

/** Only what a test reads: kind, minute label, who, and the score when given. */
const brief = (entries: StoryEntry[]) =>
  entries.map((e) =>
    [
      e.kind,
      storyMinute(e),
      e.player,
      e.other,
      e.text,
      e.score ? `${e.score.for}-${e.score.against}` : "",
    ].join("|"),
  );

describe("matchStory", () => {
  it("tells a live match from its log: assists on their goal, a double yellow, notes, the score", () => {
    const m = live(
      ev({ kind: "goal", minute: 12, playerId: "f1", assistId: "m1" }),
      ev({ kind: "shot", minute: 15 }),
      ev({ kind: "card", minute: 20, playerId: "d2", card: "yellow" }),
      ev({ kind: "rivalGoal", minute: 45, added: 2, period: 1 }),
      ev({ kind: "sub", minute: 45, period: 1, outId: "m1", inId: "b1" }),
      ev({ kind: "goal", minute: 70, playerId: "b1" }),
      ev({ kind: "card", minute: 80, playerId: "d2", card: "yellow" }),
      ev({ kind: "rivalShot", minute: 85 }),
      ev({ kind: "note", minute: 88, text: "Presión alta" }),
    );
    const story = matchStory(m);
    expect(story.source).toBe("live");
    expect(story.untimed).toBe(0);
    expect(story.looseAssists).toEqual([]);
    expect(brief(story.entries)).toEqual([
      "goal|12'|Fede|Mario||1-0",
      "yellow|20'|Dario|||",
      "sub|45'|Mario|Bruno||",
      "rivalGoal|45+2'||||1-1",
      "goal|70'|Bruno|||2-1",
      "secondYellow|80'|Dario|||",
      "note|88'|||Presión alta|",
    ]);
  });

  it("tells a form-entered match from its lists, with no minute invented", () => {
    const m = makeMatch({
      score: { home: 3, away: 1 },
      scorers: [
        { player: "Ana", minute: 60, playerId: "a" },
        { player: "Luz", minute: 10, playerId: "l" },
      ],
      assists: ["Eva"],
      cards: [
        { player: "Pía", type: "yellow", playerId: "p", minute: 30 },
        { player: "Sol", type: "yellow", playerId: "s" },
        { player: "Pía", type: "yellow", playerId: "p", minute: 75 },
        { player: "Ema", type: "red", playerId: "e", minute: 50 },
      ],
      subs: [{ playerOut: "Ana", playerIn: "Rut", minute: 65, playerOutId: "a", playerInId: "r" }],
    });
    const story = matchStory(m);
    expect(story.source).toBe("form");
    // The rival's goal has no minute in a form entry, nor does Sol's card, nor our third goal
    // (no scorer named): they come last, in the record's order, and no running score is given.
    expect(brief(story.entries)).toEqual([
      "goal|10'|Luz|||",
      "yellow|30'|Pía|||",
      "red|50'|Ema|||",
      "goal|60'|Ana|||",
      "sub|65'|Ana|Rut||",
      "secondYellow|75'|Pía|||",
      "goal|||||",
      "rivalGoal|||||",
      "yellow||Sol|||",
    ]);
    expect(story.untimed).toBe(3);
    expect(story.looseAssists).toEqual(["Eva"]);
    // Tied to Luz's goal (the second scorer), the assist is told with it; an unknown goal stays apart.
    const tied = matchStory({ ...m, assists: ["Eva", "Ema"], assistGoals: [1, -1] });
    expect(brief(tied.entries)[0]).toBe("goal|10'|Luz|Eva||");
    expect(tied.looseAssists).toEqual(["Ema"]);
  });

  it("keeps the running score when the rival's goal minutes are stored (a live match edited)", () => {
    const m = makeMatch({
      score: { home: 1, away: 1 },
      scorers: [{ player: "Ana", minute: 80 }],
      rivalGoalMinutes: [5],
    });
    expect(brief(matchStory(m).entries)).toEqual(["rivalGoal|5'||||0-1", "goal|80'|Ana|||1-1"]);
  });

  it("names players by the match's own names first, then the squad's, and tells a read junk match as nothing", () => {
    const m = makeMatch({
      events: [
        ev({ kind: "goal", minute: 3, playerId: "x", assistId: "gone" }),
        ev({ kind: "card", minute: 4, playerId: "y", card: "red" }),
      ],
      scorers: [{ player: "Xavi (entonces)", minute: 3, playerId: "x" }],
    });
    const story = matchStory(m, [
      { id: "x" as never, name: "Xavi" },
      { id: "y" as never, name: "Yago" },
    ]);
    expect(brief(story.entries)).toEqual(["goal|3'|Xavi (entonces)|||1-0", "red|4'|Yago|||"]);
    // Odd stored data reaches the story only through the reader, which makes it empty lists.
    const broken = readStoredMatch({ ...makeMatch(), scorers: null, cards: [null], score: "x" });
    expect(matchStory(broken).entries).toEqual([]);
  });

  it("is in match order with one entry per stored event or listed item (property)", () => {
    const minute = fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.array(fc.record({ minute: fc.integer({ min: 0, max: 120 }), who: fc.nat(3) })),
        fc.array(fc.record({ minute, who: fc.nat(3), red: fc.boolean() })),
        fc.array(fc.integer({ min: 0, max: 120 })),
        fc.nat(4),
        fc.nat(3),
        (goals, cards, subs, extraHome, away) => {
          const m = makeMatch({
            score: { home: goals.length + extraHome, away },
            scorers: goals.map((g) => ({ player: `P${g.who}`, minute: g.minute })),
            cards: cards.map((c) => ({
              player: `P${c.who}`,
              type: c.red ? "red" : "yellow",
              ...(c.minute === undefined ? {} : { minute: c.minute }),
            })),
            subs: subs.map((s) => ({ playerOut: "A", playerIn: "B", minute: s })),
          });
          const story = matchStory(m);
          expect(story.entries).toHaveLength(
            goals.length + extraHome + away + cards.length + subs.length,
          );
          const timed = story.entries.slice(0, story.entries.length - story.untimed);
          expect(timed.every((e) => e.minute !== undefined)).toBe(true);
          expect(story.entries.slice(timed.length).every((e) => e.minute === undefined)).toBe(true);
          for (let i = 1; i < timed.length; i++)
            expect(timed[i]!.minute!).toBeGreaterThanOrEqual(timed[i - 1]!.minute!);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.constantFrom("goal", "rivalGoal", "shot", "note", "card", "sub"),
            period: fc.constantFrom(1, 2),
            minute: fc.integer({ min: 0, max: 90 }),
            added: fc.nat(5),
          }),
        ),
        (raw) => {
          const events = raw.map(
            (r, i) =>
              ({
                id: `z${i}`,
                ...r,
                playerId: "p",
                outId: "p",
                inId: "q",
                card: "yellow",
                text: "t",
              }) as unknown as MatchEvent,
          );
          const story = matchStory(makeMatch({ events }));
          expect(story.entries).toHaveLength(raw.filter((r) => r.kind !== "shot").length);
          const sorted = raw
            .filter((r) => r.kind !== "shot")
            .map((r) => [r.period, r.minute, r.added] as const)
            .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
          expect(story.entries.map((e) => [e.minute, e.added])).toEqual(
            sorted.map(([, mi, ad]) => [mi, ad]),
          );
        },
      ),
    );
  });
});
