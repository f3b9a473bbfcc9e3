import { commit, getList } from "./store";
import { failed, fromWrite } from "./result";

/** Appends an answer to the saved insights (spec 4); there is no edit or delete. */
export function saveInsight(markdown: string) {
  if (!markdown.trim()) return failed("No hay resultados para guardar.");
  return fromWrite(commit({ savedInsights: [...getList("savedInsights").items, markdown] }));
}
