// The match form's row actions as pure functions: the screen hands in the rows and applies the
// answer (which rows to write, which field to focus).
import type { ScorerRow, SubRow } from "../../../domain/match/match-form";

/** Where a new goal goes: the first goal row still empty (the score opened it), else a new row
 * at the end. */
export function goalRowToFill(rows: readonly ScorerRow[]): { index: number; add: boolean } {
  const open = rows.findIndex((r) => !r.player && !r.assist && r.minute.trim() === "");
  return open >= 0 ? { index: open, add: false } : { index: rows.length, add: true };
}

/**
 * A substitute named in a goal or a card whose substitution is missing: a change row that brings
 * him on, for the coach to say who went off and when (the event's minute is not his entry's).
 * A row already bringing him on is not added twice. Answers the rows and the row to focus.
 */
export function withEntryFor(
  subs: readonly SubRow[],
  playerId: string,
): { subs: SubRow[]; index: number } {
  const existing = subs.findIndex((s) => s.playerIn === playerId);
  if (existing >= 0) return { subs: [...subs], index: existing };
  const row = { playerOut: "", playerIn: playerId, minute: "" };
  return { subs: [...subs, row], index: subs.length };
}
