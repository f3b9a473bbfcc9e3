// Saved insights: the spec's list of strings plus our meta list beside it (date, question, a
// slot of the store), committed together so they never drift apart through this app.
import { savedInsightsMetaKey } from "../config/storage-keys";
import { newId } from "../domain/base/ids";
import { alignInsightMeta, appendInsight, removeInsight } from "../domain/records/saved-insights";
import type { SavedInsights, StoredInsightMeta } from "../domain/records/saved-insights";
import type { SavedInsightMeta } from "../domain/records/types";
import { createSelector } from "./match-selectors";
import { commit, getList, getSide, invalidate, useList, useStoreVersion } from "./store";
import { failed, fromWrite } from "./result";

export type SaveInsightInfo = { question?: string; kind?: SavedInsightMeta["kind"] };

/** The meta as stored: any JSON (older data, another app), aligned to the texts when read. */
const storedMeta = (): unknown =>
  getSide(savedInsightsMetaKey, (raw) => {
    try {
      return raw === null ? undefined : (JSON.parse(raw) as unknown);
    } catch {
      return undefined;
    }
  });

const write = ({ texts, meta }: SavedInsights) =>
  fromWrite(commit({ savedInsights: texts }, { [savedInsightsMetaKey]: JSON.stringify(meta) }));

/** Appends an answer to the saved insights, with when it was saved and the question asked. */
export function saveInsight(markdown: string, info: SaveInsightInfo = {}) {
  if (!markdown.trim()) return failed("No hay resultados para guardar.");
  return write(
    appendInsight(getList("savedInsights").items, storedMeta(), markdown, {
      id: newId(),
      savedAt: new Date().toISOString(),
      ...info,
    }),
  );
}

/** Deletes the saved insight at `index`, if it is still the text the coach saw there. */
export function deleteInsight(index: number, expected: string) {
  const next = removeInsight(getList("savedInsights").items, storedMeta(), index, expected);
  if (!next) {
    invalidate(["savedInsights"]);
    return failed(
      "Este insight ya no está en la lista (quizá se cambió en otra pestaña). Revisa la lista actualizada.",
    );
  }
  return write(next);
}

const selectMeta = createSelector(alignInsightMeta);

/** The meta of each saved insight, by position (null where nothing is known). */
export function useSavedInsightsMeta(): StoredInsightMeta {
  return selectMeta(useList("savedInsights"), useStoreVersion(storedMeta));
}
