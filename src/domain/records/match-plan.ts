// A match plan (key `matchPlans`, spec section 3): the type, its reader and field labels.
import type { FieldLabels, Reader, Shape } from "./read";
import {
  REJECT,
  idText,
  optionalStringMap,
  optionalText,
  readShape,
  stringMap,
  text,
  withIdentity,
} from "./read";
import { isObject } from "./guards";

export type MatchPlan = {
  /** random UUID */
  id: string;
  /** The rival's name. */
  rival: string;
  /** The formation's name. */
  formation: string;
  /** 'Posición N' → player name. */
  lineup: Record<string, string>;
  rivalId?: string;
  formationId?: string;
  /** 'Posición N' → player id, beside `lineup`. */
  lineupIds?: Record<string, string>;
  /** The fixture this plan prepares (extra field beside the spec's shape). */
  fixtureId?: string;
};

const planShape: Shape<MatchPlan> = {
  id: { read: (v) => v as string },
  rival: { read: text },
  formation: { read: text },
  lineup: { read: stringMap, nested: true },
  rivalId: { read: optionalText, optional: true },
  formationId: { read: optionalText, optional: true },
  lineupIds: { read: optionalStringMap, nested: true, optional: true },
  fixtureId: { read: optionalText, optional: true },
};

export const readMatchPlan: Reader<MatchPlan> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  if (id === REJECT) return REJECT;
  return readShape(withIdentity(v, { id }), planShape);
};

export const matchPlanFieldLabels: FieldLabels<MatchPlan> = {
  id: null,
  rival: "Rival",
  formation: "Formación",
  lineup: "Alineación",
  rivalId: null,
  formationId: null,
  lineupIds: null,
  fixtureId: "Próximo partido",
};
