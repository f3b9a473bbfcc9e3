// The fair-share rule shared by the live screen's fair-play hint (live-match.ts) and the
// season's fairness view (fairness.ts): kept apart so the live chunk stays small.
//
//   evenShare = minutes on offer × places ÷ players
//
// A player is below target when his minutes are under `target × evenShare`.

/** The live hint's target: under half an even share. */
export const FAIR_PLAY_TARGET = 0.5;
/** Minutes each player would get if `total` minutes at `places` places were shared equally. */
export function evenShare(total: number, places: number, squad: number): number {
  return squad > 0 ? (total * Math.min(places, squad)) / squad : 0;
}

/** Below target: fewer minutes than `target` × an even share (never with no share at all). */
export function belowTarget(minutes: number, even: number, target: number): boolean {
  return even > 0 && minutes < target * even;
}
