// The calendar's and the players' availability commands. Records are addressed by
// id; each command writes its list as one unit and answers in Spanish.
import { availabilityFromDraft } from "../domain/squad/availability";
import type { AvailabilityDraft } from "../domain/squad/availability";
import { fixtureFromDraft, renameFixture } from "../domain/calendar/fixtures";
import type { FixtureDraft } from "../domain/calendar/fixtures";
import { newId } from "../domain/base/ids";
import { LIMITS } from "../storage/limits";
import { commit, getList } from "./store";
import { failed } from "./result";
import type { AvailabilityId, FixtureId, PlayerId } from "../domain/base/ids";

export const FIXTURE_GONE =
  "Este partido ya no está en el calendario: puede que se haya borrado en otra pestaña. No se ha cambiado nada.";
/** The draft's rival is not in the list (the form's own check says the same). */
export const NO_RIVAL = "Elige el rival.";
export const SQUAD_TOO_BIG = `La convocatoria admite como máximo ${LIMITS.squad} jugadores.`;

/** Adds a fixture (no id) or replaces the one with `id`, keeping its plan, match and call-up. */
export function saveFixture(
  draft: FixtureDraft,
  id?: FixtureId,
): { ok: true; id: FixtureId } | { ok: false; message: string } {
  const fixtures = getList("fixtures").items;
  const rivals = getList("rivals").items;
  const current = id ? fixtures.find((f) => f.id === id) : undefined;
  if (id && !current) return failed(FIXTURE_GONE);
  const saved = fixtureFromDraft(draft, rivals, current ?? { id: newId<FixtureId>() });
  if (!saved) return failed(NO_RIVAL);
  const next = current
    ? fixtures.map((f) => (f.id === saved.id ? saved : f))
    : [...fixtures, saved];
  const r = commit({ fixtures: next });
  return r.ok ? { ok: true, id: saved.id } : failed(r.message);
}

/** Removes a fixture; its plan and its played match stay (they only lose the link). */
export function deleteFixture(id: FixtureId) {
  const fixtures = getList("fixtures").items;
  if (!fixtures.some((f) => f.id === id)) return failed(FIXTURE_GONE);
  const r = commit({ fixtures: fixtures.filter((f) => f.id !== id) });
  return r.ok ? ({ ok: true } as const) : failed(r.message);
}

/**
 * Gives each of these fixtures a new id, in one write with the plans and matches that name it,
 * so the replies database takes it: an id with a space, a colon or over 190 characters (from an
 * import or an older version) is never published to the players. None was published, so no
 * reply is left behind.
 */
export function renewFixtureIds(ids: readonly FixtureId[]) {
  let lists = {
    fixtures: getList("fixtures").items,
    matchPlans: getList("matchPlans").items,
    matches: getList("matches").items,
  };
  const gone = ids.filter((id) => !lists.fixtures.some((f) => f.id === id));
  if (gone.length > 0) return failed(FIXTURE_GONE);
  for (const id of ids) lists = renameFixture(lists, id, newId<FixtureId>());
  const r = commit(lists);
  return r.ok ? ({ ok: true } as const) : failed(r.message);
}

/** Stores the call-up (player ids in order). */
export function saveSquad(id: FixtureId, squadIds: readonly PlayerId[]) {
  if (squadIds.length > LIMITS.squad) return failed(SQUAD_TOO_BIG);
  const fixtures = getList("fixtures").items;
  const current = fixtures.find((f) => f.id === id);
  if (!current) return failed(FIXTURE_GONE);
  const r = commit({
    fixtures: fixtures.map((f) => (f.id === id ? { ...current, squadIds: [...squadIds] } : f)),
  });
  return r.ok ? ({ ok: true } as const) : failed(r.message);
}

/** Records an injury, a personal absence or a suspension by hand. */
export function addAvailability(playerId: PlayerId, draft: AvailabilityDraft) {
  const list = getList("availability").items;
  const r = commit({
    availability: [...list, availabilityFromDraft(draft, newId<AvailabilityId>(), playerId)],
  });
  return r.ok ? ({ ok: true } as const) : failed(r.message);
}

/** Removes one (the player is available again, as far as that record goes). */
export function deleteAvailability(id: AvailabilityId) {
  const list = getList("availability").items;
  const r = commit({ availability: list.filter((a) => a.id !== id) });
  return r.ok ? ({ ok: true } as const) : failed(r.message);
}
