// A reusable session plan (key `trainingTemplates`, ours): a name and its blocks.
import type { DocFields } from "./doc-contract";
import type { Reader } from "./read";
import { REJECT, idText, lenientList, readShape, requiredName, withIdentity } from "./read";
import { isObject } from "../base/guards";
import type { SessionTemplateId } from "../base/ids";
import { TRAINING_LIMITS } from "./training-list";
import type { PlanBlock } from "./training-session";
import { readPlanBlock } from "./training-session";

export type SessionTemplate = { id: SessionTemplateId; name: string; blocks: PlanBlock[] };

export const readSessionTemplate: Reader<SessionTemplate> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  const name = requiredName(v.name);
  if (id === REJECT || name === REJECT) return REJECT;
  return readShape(withIdentity(v, { id, name }), {
    id: { read: (x) => x as SessionTemplateId },
    name: { read: (x) => x as string },
    blocks: {
      read: (x) => lenientList(x, readPlanBlock, TRAINING_LIMITS.blocks),
      nested: true,
    },
  });
};

/** What the team database takes in this record's document (`sessiontemplate:…`; doc-contract.js). */
export const sessionTemplateDoc = {
  id: "id",
  name: "name",
  blocks: "list",
} satisfies DocFields<SessionTemplate>;
