// What of a stored match survives an edit in the match form. The form edits the spec's arrays
// and counts; a match recorded live also stores fields the form does not show (the rival's goal
// minutes, every shot in order, the half's length). Those stay only while they still describe
// the edited match: a list that no longer agrees with the counts is dropped as a whole, because
// the form does not say which goal or shot went (or when a new one happened), and a list that
// guesses would be counted by the analytics as if it were known. Fewer facts, never wrong ones.
import type { Match, MatchShot } from "../records/types";

const FORM_OPTIONAL = ["assistIds", "assistGoals", "rivalGoalMinutes"] as const;

/**
 * The match to store after an edit: the stored match's other fields kept (unknown ones too),
 * overwritten by what the form built. The season follows the (maybe new) date when saved, so it
 * goes; so does an `events` log written by earlier versions of the live screen, which the form
 * never edits. The assists' links and the rival's minutes are the form's (gone when it left them
 * out); `rivalGoalMinutes` and `shotsTimeline` stay only if they agree with the edit
 * (`rivalMinutesAgree`, `shotsAgree`).
 */
export function editedMatch(stored: Match, built: Match): Match {
  const next: Match = { ...stored, ...built };
  delete next.season;
  delete next.events;
  // The form writes these whenever it holds them: one it left out was cleared in the form.
  for (const k of FORM_OPTIONAL) if (!(k in built)) delete next[k];
  if ("rivalGoalMinutes" in next && !rivalMinutesAgree(next)) delete next.rivalGoalMinutes;
  if ("shotsTimeline" in next && !shotsAgree(next)) delete next.shotsTimeline;
  return next;
}

/** One minute per goal of the rival's, no more and no fewer. */
export function rivalMinutesAgree(match: Match): boolean {
  const minutes = match.rivalGoalMinutes;
  return minutes !== undefined && minutes.length === match.score.away;
}

/**
 * The shots in order describe the match: as many of each side as its shot count (goals are
 * shots), as many goals of each side as its score, the rival's goals at the minutes stored for
 * them, and every scorer's minute among our goals' minutes (a goal may have no scorer named).
 */
export function shotsAgree(match: Match): boolean {
  const shots = match.shotsTimeline;
  if (!shots) return false;
  const of = (side: MatchShot["side"], goal?: boolean) =>
    shots.filter((s) => s.side === side && (goal === undefined || s.goal === goal));
  const ourGoals = of("for", true).map((s) => s.minute);
  const theirGoals = of("against", true).map((s) => s.minute);
  if (of("for").length !== match.shotsFor || of("against").length !== match.shotsAgainst) {
    return false;
  }
  if (ourGoals.length !== match.score.home || theirGoals.length !== match.score.away) return false;
  if (match.rivalGoalMinutes && !sameMinutes(theirGoals, match.rivalGoalMinutes)) {
    return false;
  }
  return within(
    match.scorers.map((s) => s.minute),
    ourGoals,
  );
}

/** The same minutes, each as many times, in any order. */
function sameMinutes(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && within(a, b);
}

/** Every minute of `part` found in `whole`, each occurrence used once. */
function within(part: readonly number[], whole: readonly number[]): boolean {
  const left = new Map<number, number>();
  for (const m of whole) left.set(m, (left.get(m) ?? 0) + 1);
  for (const m of part) {
    const n = left.get(m) ?? 0;
    if (n === 0) return false;
    left.set(m, n - 1);
  }
  return true;
}
