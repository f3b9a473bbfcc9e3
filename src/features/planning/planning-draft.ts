// How the planning's stored draft is read back: ids for rival, formation and players; a draft
// kept before the form held ids (names) is read by name, so it is still offered.
import { dayValuesOf, lineupIdsOf } from "../../domain/calendar/plan-form";
import { linkedRecord } from "../../domain/records/identity";
import type { PlanFormValues, PlanLists } from "../../domain/calendar/plan-form";

const isTextMap = (x: unknown): x is Record<string, string> =>
  Boolean(x) &&
  typeof x === "object" &&
  !Array.isArray(x) &&
  Object.values(x as object).every((v) => typeof v === "string");

/** The draft as form values; undefined when it does not fit the form. */
export function parsePlanningDraft(raw: unknown, lists: PlanLists): PlanFormValues | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const d = raw as Record<string, unknown>;
  if (!isTextMap(d.lineup) || !isTextMap(d.compare)) return undefined;
  const hasIds = typeof d.rivalId === "string";
  if (!hasIds && (typeof d.rival !== "string" || typeof d.formation !== "string")) return undefined;
  const rival = linkedRecord(lists.rivals, d.rivalId, d.rival);
  const formation = linkedRecord(lists.formations, d.formationId, d.formation);
  // A draft kept before the plan had a day and notes reads them as empty.
  const day = dayValuesOf(d);
  if (!formation)
    return { rivalId: rival?.id ?? "", formationId: "", lineup: {}, compare: {}, ...day };
  const ids = (map: Record<string, string>) =>
    Object.fromEntries(
      Object.keys(map).map((key) => [
        key,
        hasIds
          ? (lists.players.find((p) => p.id === map[key])?.id ?? "")
          : (lineupIdsOf(lists.players, map, undefined)[key] ?? ""),
      ]),
    );
  return {
    rivalId: rival?.id ?? "",
    formationId: formation.id,
    lineup: ids(d.lineup),
    compare: ids(d.compare),
    ...day,
  };
}
