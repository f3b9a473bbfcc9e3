// A match plan (key `matchPlans`, spec section 3): the type, its reader and field labels.
import type { Reader, Shape } from "./read";
import { REJECT, idText, readShape, stringMap, text, withIdentity } from "./read";
import { isObject } from "./guards";
import type { FixtureId, FormationId, PlanId, PlayerId, RivalId } from "./ids";
import { optionalIdMap, optionalIdOf } from "./read";

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
};

export const readMatchPlan: Reader<MatchPlan> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  if (id === REJECT) return REJECT;
  return readShape(withIdentity(v, { id }), planShape);
};
