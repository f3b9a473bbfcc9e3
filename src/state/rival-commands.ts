// Rivals are addressed by id; the spec's /rival-details/{index} is resolved to the record's id
// when the page renders, so a write never hits another record because a list moved (another
// tab removed an earlier one). A note is removed only when it is still the one shown.
import { newId } from "../domain/base/ids";
import { renameRivalEverywhere } from "../domain/records/identity";
import { renameRivalInFixtures } from "../domain/calendar/fixtures";
import { TEXT_LIMITS, maxCharsMessage } from "../domain/base/text-limits";
import type { Rival } from "../domain/records/types";
import { LIMITS } from "../domain/base/limits";
import { newRival } from "../domain/records/rival";
import { commit, getList } from "./store";
import { onlyChanged } from "./only-changed";
import { failed, fromWrite } from "./result";
import type { RivalId } from "../domain/base/ids";

export type RivalDetails = Pick<
  Rival,
  "name" | "logo" | "homeGround" | "primaryColor" | "secondaryColor"
>;

export const RIVAL_GONE_MESSAGE =
  "Este rival ya no existe: puede que se haya borrado en otra pestaña. No se ha cambiado nada.";
/** The readers keep at most this many notes per rival (domain/base/limits.ts). */
export const TOO_MANY_NOTES_MESSAGE = `Este rival ya tiene ${LIMITS.notes} notas, el máximo. Quita alguna para añadir otra.`;
export const NOTE_CHANGED_MESSAGE =
  "Esa nota ha cambiado en otra pestaña. Revisa las notas y vuelve a intentarlo. No se ha cambiado nada.";

export function addRival(
  details: RivalDetails,
): { ok: true; index: number; id: RivalId } | { ok: false; message: string } {
  const rivals = getList("rivals").items;
  const rival = newRival({ id: newId<RivalId>(), ...details });
  const r = commit({ rivals: [...rivals, rival] });
  return r.ok ? { ok: true, index: rivals.length, id: rival.id } : failed(r.message);
}

/**
 * Changes a rival's details. A new name is written into every match and plan that names it, in
 * the same all-or-nothing write, so its record stays its own.
 */
export function updateRival(id: RivalId, details: RivalDetails) {
  const rivals = getList("rivals").items;
  const rival = rivals.find((r) => r.id === id);
  if (!rival) return failed(RIVAL_GONE_MESSAGE);
  const next = rivals.map((r) => (r.id === id ? { ...r, ...details, id } : r));
  const linked = renameRivalEverywhere(
    { id, from: rival.name, to: details.name },
    getList("matches").items,
    getList("matchPlans").items,
  );
  const fixtures = renameRivalInFixtures(
    { id, from: rival.name, to: details.name },
    getList("fixtures").items,
  );
  return fromWrite(commit(onlyChanged({ rivals: next, ...linked, fixtures })));
}

/** Rivals are deleted without confirmation (spec 5). */
export function deleteRival(id: RivalId) {
  const rivals = getList("rivals").items;
  if (!rivals.some((r) => r.id === id)) return failed(RIVAL_GONE_MESSAGE);
  return fromWrite(commit({ rivals: rivals.filter((r) => r.id !== id) }));
}

function changeNotes(id: string, change: (notes: string[]) => string[] | string) {
  const rivals = getList("rivals").items;
  const rival = rivals.find((r) => r.id === id);
  if (!rival) return failed(RIVAL_GONE_MESSAGE);
  const notes = change(rival.notes);
  if (typeof notes === "string") return failed(notes);
  return fromWrite(commit({ rivals: rivals.map((r) => (r.id === id ? { ...r, notes } : r)) }));
}

/** Appends a note; an empty or whitespace-only note is ignored (spec 5) and reported as ok: false with no message. */
export function addRivalNote(id: RivalId, note: string) {
  const text = note.trim();
  if (!text) return failed("");
  // The readers' limits: a longer note or one note too many would be cut on the next read.
  if (text.length > TEXT_LIMITS.note)
    return failed(`La nota es demasiado larga. ${maxCharsMessage(TEXT_LIMITS.note)}`);
  return changeNotes(id, (notes) =>
    notes.length >= LIMITS.notes ? TOO_MANY_NOTES_MESSAGE : [...notes, text],
  );
}

/** Removes the note at `noteIndex`, only if it is still `text` (the note the coach saw). */
export function removeRivalNote(id: RivalId, noteIndex: number, text: string) {
  return changeNotes(id, (notes) =>
    notes[noteIndex] === text ? notes.filter((_, i) => i !== noteIndex) : NOTE_CHANGED_MESSAGE,
  );
}
