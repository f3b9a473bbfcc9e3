import { describe, expect, it } from "vitest";
import { applyMatch } from "./apply-match";
import { deepFreeze, makeFormation, makeMatch, makePlayer, makeRival } from "./test-fixtures";
import { unapplyMatch } from "./unapply-match";

const mini = makeFormation("Mini", { defenderLines: [1], midfielderLines: [1], forwardLines: [1] });
const start = deepFreeze({
  players: ["Ana", "Bea", "Carla", "Dani", "Eva"].map((n) => makePlayer(n)),
  formations: [mini, makeFormation("Otra")],
  rivals: [makeRival("Leones"), makeRival("Toros")],
});

const first = makeMatch({
  id: "m1",
  rival: "Leones",
  opponent: "Leones",
  formation: "Mini",
  formationUsed: "Mini",
  score: { home: 2, away: 1 },
  formationPlayers: {
    "Posición 1": "Ana",
    "Posición 2": "Bea",
    "Posición 3": "Carla",
    "Posición 4": "Dani",
  },
  scorers: [
    { player: "Dani", minute: 10 },
    { player: "Eva", minute: 70 },
  ],
  assists: ["Carla"],
  cards: [{ player: "Bea", type: "yellow" }],
  subs: [{ playerOut: "Dani", playerIn: "Eva", minute: 60 }],
  shotsFor: 8,
  shotsAgainst: 3,
});

describe("unapplyMatch", () => {
  it("gives back exactly the figures before the match was applied", () => {
    const after = applyMatch(start, first);
    expect(unapplyMatch(after, first)).toEqual(start);
  });

  it("takes one match out and keeps the others' figures", () => {
    const second = makeMatch({
      ...first,
      id: "m2",
      rival: "Toros",
      score: { home: 0, away: 0 },
      scorers: [],
      assists: [],
      cards: [],
    });
    const both = applyMatch(applyMatch(start, first), second);
    expect(unapplyMatch(both, first)).toEqual(applyMatch(start, second));
  });

  it("editing a match (scorer and minute changed) equals entering it right the first time", () => {
    const fixed = {
      ...first,
      scorers: [
        { player: "Dani", minute: 10 },
        { player: "Carla", minute: 75 },
      ],
      subs: [{ playerOut: "Dani", playerIn: "Eva", minute: 80 }],
      rival: "Toros",
      opponent: "Toros",
    };
    const edited = applyMatch(unapplyMatch(applyMatch(start, first), first), fixed);
    expect(edited).toEqual(applyMatch(start, fixed));
    const eva = edited.players.find((p) => p.name === "Eva")!;
    expect(eva.stats).toMatchObject({ goals: 0, minutesPlayed: 10, matches: 1 });
    expect(edited.rivals[0]).toEqual(start.rivals[0]);
  });

  it("never goes below zero on counters that were already short", () => {
    const r = unapplyMatch(start, first);
    expect(r.players.every((p) => p.stats.goals === 0 && p.stats.minutesPlayed === 0)).toBe(true);
    expect(r.formations[0]!.gamesPlayed).toBe(0);
  });
});
