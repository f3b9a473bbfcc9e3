// The one lineup board: a formation drawn on the pitch, each position with the player standing
// there when a lineup is given. Every screen that shows a formation or a lineup on the pitch
// (formations, the match form, planning, the plan) draws it with this; the drawing itself is
// components/PitchDiagram. Lineups are keyed by position ('Posición N'); how a screen finds the player
// of a position (by id, or by a stored name) is its `playerAt`.
import { pitchRows } from "../domain/squad/formation-roles";
import type { FormationLike } from "../domain/squad/formation-roles";
import { PitchDiagram } from "./PitchDiagram";
import type { PitchPosition } from "./PitchDiagram";

export type BoardPlayer = { name: string; number?: number | undefined };

type LineupBoardProps = {
  formation: FormationLike;
  /** The player at a position; without it the board shows the formation alone. */
  playerAt?: ((key: string) => BoardPlayer | null | undefined) | undefined;
  /** Accessible name of the drawing. */
  label: string;
  className?: string | undefined;
  /** Marks the position being edited. */
  highlightKey?: string | undefined;
  /** Makes positions clickable (to pick a player for that role). */
  onSelect?: ((key: string) => void) | undefined;
};

/** The board's rows: the goalkeeper's first, each position with its player (or none). */
export function lineupBoardRows(
  formation: FormationLike,
  playerAt?: LineupBoardProps["playerAt"],
): PitchPosition[][] {
  return pitchRows(formation).map((row) =>
    row.map((slot) => {
      const player = playerAt?.(slot.key);
      return playerAt ? { ...slot, player: player ?? null } : slot;
    }),
  );
}

export function LineupBoard({ formation, playerAt, ...drawing }: LineupBoardProps) {
  return <PitchDiagram rows={lineupBoardRows(formation, playerAt)} {...drawing} />;
}
