// One timeline, every consumer: on random live matches with substitutions, yellow and red cards
// and goals, the live screen (pickers, minutes, goal checks), the match form's validation, the
// analytics' participation, fairness and the AI players table all agree with the one function
// (timeline.ts: `timelineOf` / `stintsOf`, `wasOnPitchAt`, `minutesPlayed`).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fairnessRows } from "../domain/analytics/fairness";
import { playersTable } from "../ai/tables";
import { squadFigures } from "../domain/analytics/players";
import { entryMinutes, participationIndex } from "../domain/figures/participation";
import { deriveFigures } from "../domain/figures/figures";
import { formatInteger } from "../domain/base/format";
import { slotsOf } from "../domain/squad/formation-roles";
import { addEvent, liveState, liveToMatch, newLiveMatch } from "../domain/live/live-match";
import type { LiveSetup } from "../domain/live/live-match";
import { matchFormIssues, matchToFormValues } from "../domain/match/match-form";
import { playerMatchEntry } from "../domain/figures/player-match-log";
import { makeFormation, makePlayer, makeRival } from "../testing/fixtures";
import {
  minutesPlayed,
  onPitchAfter,
  redsOf,
  stintsOf,
  timelineOf,
  wasOnPitchAt,
} from "../domain/timeline/timeline";
import type { Match, MatchEvent } from "../domain/records/types";
import { asId } from "../testing/ids";

const formation = makeFormation("Clásica");
const rival = makeRival("Lobos");
const players = Array.from({ length: 15 }, (_, i) =>
  makePlayer(`Jugador ${i + 1}`, {
    id: `p${i}`,
    number: i + 1,
    position: i === 0 ? "Goalkeeper" : i < 6 ? "Defender" : i < 11 ? "Midfielder" : "Forward",
  }),
);
const slots = slotsOf(formation);
const setup: LiveSetup = {
  matchId: asId("m1"),
  date: "2026-11-22",
  location: "home",
  competition: "Liga",
  periodMinutes: 45,
  rival: { id: rival.id, name: rival.name },
  formation,
  lineup: Object.fromEntries(slots.map((s, i) => [s.key, players[i]!.id])),
  roster: players.map((p) => ({ id: p.id, name: p.name, number: p.number, position: p.position })),
};
const ids = new Set(players.map((p) => p.id));

const minute = fc.integer({ min: 0, max: 90 });
const who = fc.integer({ min: 0, max: players.length - 1 });
const eventArb = fc.oneof(
  fc.record({ kind: fc.constant("sub" as const), a: who, b: who, minute }),
  fc.record({
    kind: fc.constant("card" as const),
    a: who,
    card: fc.constantFrom("yellow" as const, "yellow" as const, "red" as const),
    minute,
  }),
  fc.record({ kind: fc.constant("goal" as const), a: who, minute }),
);
const extraRowArb = fc.record({
  kind: fc.constantFrom("scorers" as const, "cards" as const),
  a: who,
  minute,
});

function toEvents(
  raw: (typeof eventArb extends fc.Arbitrary<infer T> ? T : never)[],
): MatchEvent[] {
  return raw.map((r, i) => {
    const stamp = { id: `e${i}`, minute: r.minute, added: 0, period: r.minute > 45 ? 2 : 1 };
    if (r.kind === "sub") {
      return { ...stamp, kind: "sub", outId: players[r.a]!.id, inId: players[r.b]!.id };
    }
    if (r.kind === "card")
      return { ...stamp, kind: "card", playerId: players[r.a]!.id, card: r.card };
    return { ...stamp, kind: "goal", playerId: players[r.a]!.id };
  }) as MatchEvent[];
}

/** The timeline of a stored match, by player id: the one function every consumer must match. */
function timelineOfMatch(m: Match) {
  return timelineOf({
    starters: Object.values(m.formationPlayerIds ?? {}),
    subs: m.subs.map((s) => ({ out: s.playerOutId!, in: s.playerInId!, minute: s.minute })),
    reds: redsOf(m.cards.map((c) => ({ player: c.playerId!, type: c.type, minute: c.minute }))),
  });
}

describe("every consumer asks the one timeline", () => {
  it("live pickers and minutes, form validation, analytics, fairness, match log and the AI table agree on random matches with subs and reds", () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 25 }),
        fc.array(extraRowArb, { maxLength: 6 }),
        (raw, extra) => {
          const events = toEvents(raw);
          const live = events.reduce(addEvent, newLiveMatch(setup));
          const state = liveState(live, 90);
          const stored = liveToMatch(live);
          const t = timelineOfMatch(stored);
          const real = minutesPlayed(t.stints, 90);

          // Live: who is on (the pickers), the bench, minutes, and which goals are refused.
          expect([...state.onPitch].sort()).toEqual(
            [...onPitchAfter(t.stints, Number.POSITIVE_INFINITY)].sort(),
          );
          for (const p of state.bench) expect(state.onPitch.has(p.id)).toBe(false);
          for (const line of state.players) {
            expect(line.minutes).toBe(Math.floor(real.get(line.player.id) ?? 0));
          }
          for (const e of events) {
            if (e.kind !== "goal" || !e.playerId) continue;
            expect(state.issues.has(e.id)).toBe(!wasOnPitchAt(t.stints, e.playerId, e.minute));
          }

          // The form: the stored match loads without an issue; an extra goal or card is refused
          // exactly when the timeline says its player was not on the pitch at that minute.
          const lists = { players, rivals: [rival], formations: [formation] };
          const values = matchToFormValues(stored, lists);
          expect(t.refused.size).toBe(0);
          const base = values.scorers.length;
          for (const row of extra) {
            const id = players[row.a]!.id;
            if (row.kind === "scorers")
              values.scorers.push({ player: id, minute: String(row.minute), assist: "" });
            else values.cards.push({ player: id, type: "yellow", minute: String(row.minute) });
          }
          // A yellow added after a player's first yellow would send him off: judge those rows
          // on the timeline the form sees.
          const formTimeline = timelineOf({
            starters: values.lineup.map((e) => e.player),
            subs: values.subs.map((s) => ({
              out: s.playerOut,
              in: s.playerIn,
              minute: Number(s.minute),
            })),
            reds: redsOf(
              values.cards.map((c) => ({
                player: c.player,
                type: c.type,
                minute: Number(c.minute),
              })),
            ),
          });
          const issues = matchFormIssues(values, ids);
          const flagged = (kind: string, i: number) =>
            issues.some((x) => x.path[0] === kind && x.path[1] === i && x.path[2] === "player");
          values.scorers.forEach((row, i) => {
            const on = wasOnPitchAt(formTimeline.stints, row.player, Number(row.minute));
            expect(flagged("scorers", i)).toBe(!on);
            if (i < base && extra.length === 0) expect(on).toBe(true);
          });
          values.cards.forEach((row, i) => {
            const on = wasOnPitchAt(formTimeline.stints, row.player, Number(row.minute));
            expect(flagged("cards", i)).toBe(!on);
          });
          // Subs: a substitution the form refuses is one the timeline it sees refuses (an extra
          // yellow above can send a player off before it), or a player coming back on, which
          // the live screen allows and the form does not (a substitute comes on once).
          for (const x of issues.filter((y) => y.path[0] === "subs")) {
            const i = x.path[1] as number;
            const side = x.path[2] === "playerOut" ? "out" : "in";
            const sub = values.subs[i]!;
            const reentry = side === "in" && t.stints.get(sub.playerIn)!.length > 1;
            expect(formTimeline.refused.get(i) === side || reentry).toBe(true);
          }

          // Analytics, fairness, the match log, the AI players table, the figures every screen
          // shows (tile, lists, per role, CSV) and the match page: real minutes.
          const squad = squadFigures(players, [stored]);
          const figureLists = { players, formations: [formation], rivals: [rival] };
          const shown = deriveFigures(figureLists, [stored], { real: true }).players;
          const onMatchPage = entryMinutes(stored, participationIndex(players));
          const fairness = fairnessRows(players, [stored], { target: 0.5, recent: 1 });
          const table = playersTable(squad);
          for (const [i, p] of players.entries()) {
            const m = real.get(p.id) ?? 0;
            expect(squad.players[i]!.minutes).toBe(m);
            expect(squad.players[i]!.matches).toBe(t.stints.has(p.id) ? 1 : 0);
            expect(shown[i]!.minutesPlayed).toBe(m);
            expect(shown[i]!.matches).toBe(squad.players[i]!.matches);
            const roles = Object.values(shown[i]!.positions);
            expect(roles.reduce((sum, r) => sum + r.minutesPlayed, 0)).toBe(m);
            expect(roles.reduce((sum, r) => sum + r.matches, 0)).toBe(squad.players[i]!.matches);
            expect(onMatchPage(p.id, p.name) ?? 0).toBe(m);
            expect(fairness[i]!.season.minutes).toBe(m);
            const entry = playerMatchEntry(p, stored, [formation]);
            expect(entry?.minutes ?? 0).toBe(m);
            const row = table.rows.find((r) => r.includes(`| ${p.name} |`));
            if (m > 0) expect(row?.split("|").map((c) => c.trim())[5]).toBe(formatInteger(m));
            else expect(row).toBeUndefined();
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("stored counters keep the spec's rule: the same spells without red cards", () => {
    const events = toEvents([
      { kind: "card", a: 3, card: "red", minute: 30 },
      { kind: "sub", a: 5, b: 12, minute: 60 },
    ]);
    const stored = liveToMatch(events.reduce(addEvent, newLiveMatch(setup)));
    const spec = minutesPlayed(
      stintsOf({
        starters: Object.values(stored.formationPlayerIds ?? {}),
        subs: stored.subs.map((s) => ({
          out: s.playerOutId!,
          in: s.playerInId!,
          minute: s.minute,
        })),
      }),
    );
    expect(spec.get("p3")).toBe(90);
    const figureLists = { players, formations: [formation], rivals: [rival] };
    expect(deriveFigures(figureLists, [stored]).players[3]!.minutesPlayed).toBe(90);
    expect(deriveFigures(figureLists, [stored], { real: true }).players[3]!.minutesPlayed).toBe(30);
    expect(minutesPlayed(timelineOfMatch(stored).stints).get("p3")).toBe(30);
    expect(squadFigures(players, [stored]).players[3]!.minutes).toBe(30);
  });
});
