import { newId } from "../domain/ids";
import type { Rival } from "../domain/types";
import { commit, getList } from "./store";
import { failed, fromWrite } from "./result";

export type RivalDetails = Pick<
  Rival,
  "name" | "logo" | "homeGround" | "primaryColor" | "secondaryColor"
>;

export function newRival(details: RivalDetails): Rival {
  return {
    id: newId(),
    ...details,
    notes: [],
    matchesPlayed: 0,
    wins: 0,
    losses: 0,
    draws: 0,
    matchHistory: [],
    matches: [],
  };
}

export function addRival(
  details: RivalDetails,
): { ok: true; index: number } | { ok: false; message: string } {
  const rivals = getList("rivals").items;
  const r = commit({ rivals: [...rivals, newRival(details)] });
  return r.ok ? { ok: true, index: rivals.length } : failed(r.message);
}

export function updateRival(index: number, details: RivalDetails) {
  const rivals = getList("rivals").items;
  if (!rivals[index]) return failed("Rival no encontrado.");
  return fromWrite(
    commit({ rivals: rivals.map((r, i) => (i === index ? { ...r, ...details } : r)) }),
  );
}

/** Rivals are deleted without confirmation (spec 5). */
export function deleteRival(index: number) {
  const rivals = getList("rivals").items;
  if (!rivals[index]) return failed("Rival no encontrado.");
  return fromWrite(commit({ rivals: rivals.filter((_, i) => i !== index) }));
}

function changeNotes(index: number, change: (notes: string[]) => string[]) {
  const rivals = getList("rivals").items;
  const rival = rivals[index];
  if (!rival) return failed("Rival no encontrado.");
  return fromWrite(
    commit({ rivals: rivals.map((r, i) => (i === index ? { ...r, notes: change(r.notes) } : r)) }),
  );
}

/** Appends a note; an empty or whitespace-only note is ignored (spec 5) and reported as ok: false with no message. */
export function addRivalNote(index: number, note: string) {
  const text = note.trim();
  if (!text) return failed("");
  return changeNotes(index, (notes) => [...notes, text]);
}

/** Planning matches the rival by name (spec 4). */
export function addRivalNoteByName(name: string, note: string) {
  const index = getList("rivals").items.findIndex((r) => r.name === name);
  if (index < 0) return failed("Selecciona un rival antes de añadir una nota.");
  return addRivalNote(index, note);
}

export function removeRivalNote(index: number, noteIndex: number) {
  return changeNotes(index, (notes) => notes.filter((_, i) => i !== noteIndex));
}
