// Saved insights: the spec's list of strings plus our meta list beside it (date, question),
// written together so they never drift apart through this app.
import { savedInsightsMetaKey, storageKeys } from "../config/storage-keys";
import { newId } from "../domain/records/ids";
import { alignInsightMeta, appendInsight, removeInsight } from "../domain/records/saved-insights";
import type { SavedInsights, StoredInsightMeta } from "../domain/records/saved-insights";
import type { SavedInsightMeta } from "../domain/records/types";
import { readJsonKey, readRawKey, writeRaw } from "../storage/side-keys";
import { getList, invalidate, useStoreVersion } from "./store";
import { failed } from "./result";

export type SaveInsightInfo = { question?: string; kind?: SavedInsightMeta["kind"] };

function write({ texts, meta }: SavedInsights) {
  const damaged = getList("savedInsights").issue ? [storageKeys.savedInsights] : [];
  const r = writeRaw(
    {
      [storageKeys.savedInsights]: JSON.stringify(texts),
      [savedInsightsMetaKey]: JSON.stringify(meta),
    },
    damaged,
  );
  invalidate(["savedInsights"]);
  return r.ok ? ({ ok: true } as const) : failed(r.message);
}

/** Appends an answer to the saved insights, with when it was saved and the question asked. */
export function saveInsight(markdown: string, info: SaveInsightInfo = {}) {
  if (!markdown.trim()) return failed("No hay resultados para guardar.");
  return write(
    appendInsight(getList("savedInsights").items, readJsonKey(savedInsightsMetaKey), markdown, {
      id: newId(),
      savedAt: new Date().toISOString(),
      ...info,
    }),
  );
}

/** Deletes the saved insight at `index`, if it is still the text the coach saw there. */
export function deleteInsight(index: number, expected: string) {
  const next = removeInsight(
    getList("savedInsights").items,
    readJsonKey(savedInsightsMetaKey),
    index,
    expected,
  );
  if (!next) {
    invalidate(["savedInsights"]);
    return failed(
      "Este insight ya no está en la lista (quizá se cambió en otra pestaña). Revisa la lista actualizada.",
    );
  }
  return write(next);
}

let lastRaw: string | null | undefined;
let lastTexts: readonly string[] | undefined;
let lastMeta: StoredInsightMeta = [];

function readMeta(): StoredInsightMeta {
  const texts = getList("savedInsights").items;
  const raw = readRawKey(savedInsightsMetaKey);
  if (raw !== lastRaw || texts !== lastTexts) {
    let stored: unknown;
    try {
      stored = raw === null ? undefined : JSON.parse(raw);
    } catch {
      stored = undefined;
    }
    lastMeta = alignInsightMeta(texts, stored);
    lastRaw = raw;
    lastTexts = texts;
  }
  return lastMeta;
}

/** The meta of each saved insight, by position (null where nothing is known). */
export function useSavedInsightsMeta(): StoredInsightMeta {
  return useStoreVersion(readMeta);
}
