// The call-up screen's rules: what it opens with (the saved call-up, else the plan's XI and its
// substitution ideas), 'Todos los disponibles' and the count against the usual squad size.
import type { PlayerId } from "../base/ids";
import type { Fixture, MatchPlan, Player } from "../records/types";
import { DEFAULT_SQUAD_SIZE, MAX_SQUAD_SIZE, squadOf } from "./fixtures";
import { lineupIdsOf } from "./plan-form";
import { planIdeas } from "./suggestions";
import { positionNumber } from "../squad/formation-roles";

/** Whether the coach saved a call-up for this fixture (an empty one counts: it was chosen). */
export const callUpSaved = (f: Pick<Fixture, "squadIds">) => f.squadIds !== undefined;

/**
 * The plan's call-up: its XI in position order, then its substitution ideas (the planned
 * bench), each once, leaving out whoever cannot play that day; at most `max`.
 */
export function callUpFromPlan(
  plan: MatchPlan,
  players: readonly Player[],
  isOut: (id: PlayerId) => boolean,
  max = MAX_SQUAD_SIZE,
): PlayerId[] {
  const lineup = lineupIdsOf(players, plan.lineup, plan.lineupIds);
  const order = (k: string) => positionNumber(k) ?? Number.MAX_SAFE_INTEGER;
  const xi = Object.keys(lineup)
    .sort((a, b) => order(a) - order(b))
    .map((k) => lineup[k] as PlayerId);
  const bench = planIdeas(plan, players).map((p) => p.id);
  const out: PlayerId[] = [];
  for (const id of [...xi, ...bench]) {
    if (out.length >= max) break;
    if (!out.includes(id) && !isOut(id)) out.push(id);
  }
  return out;
}

export type CallUpStart = {
  ids: PlayerId[];
  /** Ticked from the plan, not yet saved. */
  fromPlan: boolean;
};

/** What the call-up opens with: the saved one, never replaced; else the plan's; else nobody. */
export function callUpStart(
  fixture: Fixture,
  plan: MatchPlan | undefined,
  players: readonly Player[],
  isOut: (id: PlayerId) => boolean,
): CallUpStart {
  if (callUpSaved(fixture) || !plan) {
    return { ids: squadOf(fixture, players).map((p) => p.id), fromPlan: false };
  }
  const ids = callUpFromPlan(plan, players, isOut);
  return { ids, fromPlan: ids.length > 0 };
}

/** 'Todos los disponibles': those already ticked, then every available player, up to `max`. */
export function everyAvailable(
  ids: readonly PlayerId[],
  players: readonly Player[],
  isOut: (id: PlayerId) => boolean,
  max = MAX_SQUAD_SIZE,
): PlayerId[] {
  const out = [...ids];
  for (const p of players) {
    if (out.length >= max) break;
    if (!out.includes(p.id) && !isOut(p.id)) out.push(p.id);
  }
  return out;
}

/** The count beside the usual squad size: '16 / 18 · quedan 2', '20 / 18 · 2 de más'. */
export function squadCountText(count: number, size = DEFAULT_SQUAD_SIZE): string {
  const base = `${count} / ${size}`;
  if (count === size) return `${base} · completa`;
  return count < size ? `${base} · quedan ${size - count}` : `${base} · ${count - size} de más`;
}

export const TICKS_FROM_PLAN =
  "Marcados el once y los cambios previstos de la planificación. Revisa la lista y guarda la convocatoria.";
export const TICKS_FROM_REPLIES =
  "Marcados según las respuestas de los jugadores: guarda la convocatoria para confirmarla.";
export const TICKS_FROM_BOTH =
  "Marcados el once y los cambios previstos de la planificación, con las respuestas de los jugadores ('Voy' marcado, 'No voy' sin marcar). Revisa la lista y guarda la convocatoria.";

/**
 * The one banner over a call-up not saved yet: what its ticks came from. `fromPlan`: the plan
 * ticked them; `answered`: some player answered (his answer moves the ticks only before a
 * call-up is saved). A list with no answer yet was ticked by the plan alone, whatever the
 * replies database holds. '' when there is nothing to say.
 */
export function callUpOrigin(o: { saved: boolean; fromPlan: boolean; answered: boolean }): string {
  const replies = o.answered && !o.saved;
  if (o.fromPlan && replies) return TICKS_FROM_BOTH;
  if (o.fromPlan) return TICKS_FROM_PLAN;
  return replies ? TICKS_FROM_REPLIES : "";
}
