import { describe, expect, it } from "vitest";
import { playEvents } from "./match-events";
import type { Draw } from "./match-events";

describe("playEvents", () => {
  it("offers each pick only the players on the pitch once the events before it are placed", () => {
    const offered: string[] = [];
    const draws: Draw[] = [
      { kind: "goal", minute: 70 },
      { kind: "card", minute: 40, type: "yellow" },
      { kind: "sub", minute: 60 },
      { kind: "card", minute: 20, type: "yellow" },
      { kind: "goal", minute: 60 },
    ];
    const played = playEvents(["a", "b", "c"], draws, {
      sub: (on, took) => {
        offered.push(`sub 60: ${on} (played ${[...took]})`);
        return { out: "c", in: "d" };
      },
      card: (on) => {
        offered.push(`card: ${on}`);
        return "b";
      },
      goal: (on) => {
        offered.push(`goal: ${on}`);
        return { scorer: on[0]!, assist: on[1] };
      },
    });
    // b's second yellow at 40 sends him off; c leaves at 60, d comes on and plays the goal at 60.
    expect(offered).toEqual([
      "card: a,b,c",
      "card: a,b,c",
      "sub 60: a,c (played a,b,c)",
      "goal: a,d",
      "goal: a,d",
    ]);
    expect(played.subs).toEqual([{ out: "c", in: "d", minute: 60 }]);
    expect(played.scorers).toEqual([
      { player: "a", minute: 60 },
      { player: "a", minute: 70 },
    ]);
    expect(played.assists).toEqual([
      { player: "d", goal: 0 },
      { player: "d", goal: 1 },
    ]);
  });
});
