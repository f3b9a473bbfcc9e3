// A match or plan whose rival or formation the lists no longer hold (deleted, or the original
// product's data, which names them only by name) still opens in its form with them chosen: the
// form's list gets a stand-in with the id KEPT_CHOICE, named as the record names it, and saving
// that choice writes back exactly what the record held (name and id, if any). The coach may pick
// another one; nothing is ever replaced by a namesake or left empty to force a wrong pick.
import { formationType, positionNumber, totalPlayers } from "../squad/formation-roles";
import { REJECT } from "../records/read";
import { readFormation } from "../records/formation";
import { readRival } from "../records/rival";
import type { Formation, Rival } from "../records/types";
import type { FormationId, RivalId } from "../base/ids";

/** The form's value for "the one the record names" (never a stored id: ids are generated). */
export const KEPT_CHOICE = "kept:";

/** The rival and formation as a match or a plan stores them. */
export type KeptSource = {
  rival?: string;
  rivalId?: string;
  formation?: string;
  formationId?: string;
  /** The stored lineup's places ('Posición N'), to give a kept formation as many. */
  places?: readonly string[];
};

type KeptLists = { rivals: readonly Rival[]; formations: readonly Formation[] };
export type KeptStandIns = { rival?: Rival; formation?: Formation };

const text = (x: string | undefined) => x?.trim() ?? "";
const linked = (list: readonly { id: string; name: string }[], id?: string, name?: string) =>
  text(id) !== "" ? list.some((x) => x.id === id) : list.some((x) => x.name === name);

/** Lines for `places` positions (goalkeeper included): about 4-4-2's shares, one line each. */
function linesFor(places: number) {
  const outfield = Math.max(3, places - 1);
  const defenders = Math.max(1, Math.round(outfield * 0.4));
  const forwards = Math.max(1, Math.round(outfield * 0.2));
  const midfielders = Math.max(1, outfield - defenders - forwards);
  return { defenderLines: [defenders], midfielderLines: [midfielders], forwardLines: [forwards] };
}

/**
 * The stand-ins the form's lists need for this record: its rival when no stored rival is the one
 * it links to (by id, or by name without one), and likewise its formation (with as many places
 * as its lineup). None when the record names none.
 */
export function keptChoices(source: KeptSource, lists: KeptLists): KeptStandIns {
  const out: KeptStandIns = {};
  const rivalName = text(source.rival);
  if (rivalName && !linked(lists.rivals, source.rivalId, source.rival)) {
    const r = readRival({ id: KEPT_CHOICE, name: rivalName }, 0);
    if (r !== REJECT) out.rival = { ...r, id: KEPT_CHOICE as RivalId };
  }
  const formationName = text(source.formation);
  if (formationName && !linked(lists.formations, source.formationId, source.formation)) {
    const places = Math.max(11, ...(source.places ?? []).map((k) => positionNumber(k) ?? 0));
    const lines = linesFor(places);
    const shape = { ...lines, type: formationType(lines), players: totalPlayers(lines) };
    const f = readFormation({ id: KEPT_CHOICE, name: formationName, ...shape }, 0);
    if (f !== REJECT) out.formation = { ...f, id: KEPT_CHOICE as FormationId };
  }
  return out;
}

/** The lists with the record's stand-ins first: what its form offers. */
export function withKeptChoices<L extends KeptLists>(lists: L, source: KeptSource): L {
  return withKept(lists, keptChoices(source, lists));
}

/** The lists with these stand-ins first. */
export function withKept<L extends KeptLists>(lists: L, kept: KeptStandIns): L {
  return {
    ...lists,
    rivals: kept.rival ? [kept.rival, ...lists.rivals] : lists.rivals,
    formations: kept.formation ? [kept.formation, ...lists.formations] : lists.formations,
  };
}

/** Said beside a field whose choice is the record's own, no longer in its list. */
export const KEPT_RIVAL_NOTE = "Ya no está en Rivales";
export const KEPT_FORMATION_NOTE = "Ya no está en Formaciones";
