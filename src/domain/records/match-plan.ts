// A match plan (key `matchPlans`, spec section 3): the type, its reader and field labels.
import type { DocFields } from "./doc-contract";
import type { Reader, Shape } from "./read";
import { REJECT, idText, readShape, stringMap, text, withIdentity } from "./read";
import { isObject } from "../base/guards";
import type { FixtureId, FormationId, PlanId, PlayerId, RivalId } from "../base/ids";
import { optionalIdList, optionalIdMap, optionalIdOf, optionalText, optionalTextOf } from "./read";
import { LIMITS } from "../base/limits";

export type MatchPlan = {
  /** random UUID */
  id: PlanId;
  /** The rival's name. */
  rival: string;
  /** The formation's name. */
  formation: string;
  /** 'Posición N' → player name. */
  lineup: Record<string, string>;
  rivalId?: RivalId;
  formationId?: FormationId;
  /** 'Posición N' → player id, beside `lineup`. */
  lineupIds?: Record<string, PlayerId>;
  /** The fixture this plan prepares (extra field beside the spec's shape). */
  fixtureId?: FixtureId;
  // The match day (extra fields): copied from the fixture when the plan has one, typed by the
  // coach otherwise, so the plan, its list row and its print say which game it prepares.
  /** 'YYYY-MM-DD' */
  date?: string;
  /** Kick-off, 'HH:MM'. */
  time?: string;
  competition?: string;
  /** Ground or address. */
  venue?: string;
  /** The coach's notes: set pieces, marking, instructions. */
  notes?: string;
  /**
   * The substitution ideas the planning screen showed when the plan was saved (player ids, in
   * order), so the match review compares with what the coach saw. Plans saved before it was
   * kept have none: the ideas are computed again.
   */
  suggestionIds?: PlayerId[];
};

const planShape: Shape<MatchPlan> = {
  id: { read: (v) => v as PlanId },
  rival: { read: text },
  formation: { read: text },
  lineup: { read: stringMap, nested: true },
  rivalId: { read: optionalIdOf<RivalId>(), optional: true },
  formationId: { read: optionalIdOf<FormationId>(), optional: true },
  lineupIds: { read: optionalIdMap<PlayerId>(), nested: true, optional: true },
  fixtureId: { read: optionalIdOf<FixtureId>(), optional: true },
  date: { read: optionalText, optional: true },
  time: { read: optionalText, optional: true },
  competition: { read: optionalText, optional: true },
  venue: { read: optionalText, optional: true },
  notes: { read: optionalTextOf(LIMITS.note), optional: true },
  suggestionIds: {
    read: optionalIdList<PlayerId>(LIMITS.squad),
    nested: true,
    optional: true,
  },
};

export const readMatchPlan: Reader<MatchPlan> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  if (id === REJECT) return REJECT;
  return readShape(withIdentity(v, { id }), planShape);
};

/** What the team database takes in this record's document (`plan:…`; doc-contract.js). */
export const matchPlanDoc = {
  id: "id",
  rival: "text",
  formation: "text",
  lineup: "textMap",
  rivalId: "text",
  formationId: "text",
  lineupIds: "textMap",
  fixtureId: "text",
  date: "text",
  time: "text",
  competition: "text",
  venue: "text",
  notes: "note",
  suggestionIds: "list",
} satisfies DocFields<MatchPlan>;
