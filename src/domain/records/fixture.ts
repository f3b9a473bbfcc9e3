// A calendar game (key `fixtures`, ours): the type, its reader and field labels.
import type { DocFields } from "./doc-contract";
import type { Reader, Shape } from "./read";
import { REJECT, idText, oneOf, readShape, text, withIdentity } from "./read";
import { isObject } from "../base/guards";
import { LIMITS } from "../base/limits";
import type { FixtureId, MatchId, PlanId, PlayerId, RivalId } from "../base/ids";
import { idOf, optionalIdList, optionalIdOf } from "./read";
import type { MatchLocation } from "./match";
import { matchLocations } from "./match";

/**
 * An upcoming (or played) game of the calendar (key `fixtures`). Tied by ids: the
 * rival (`rival` is its name as a label, kept in step on rename like matches), the plan made for
 * it and, once played, the saved match.
 */
export type Fixture = {
  id: FixtureId;
  rivalId: RivalId;
  /** The rival's name (label). */
  rival: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** Kick-off, 'HH:MM' in the coach's (browser's) time zone. */
  time: string;
  location: MatchLocation;
  /** 'Liga', 'Copa', 'Amistoso' or the coach's own. */
  competition: string;
  /** Ground or address ('' when not known). */
  venue: string;
  planId?: PlanId;
  /** The saved match once played. */
  matchId?: MatchId;
  /** The call-up: player ids, in the coach's order. */
  squadIds?: PlayerId[];
};

const fixtureShape: Shape<Fixture> = {
  id: { read: (v) => v as FixtureId },
  rivalId: { read: idOf<RivalId>() },
  rival: { read: text },
  date: { read: text },
  time: { read: text },
  location: { read: oneOf(matchLocations, "home") },
  competition: { read: text },
  venue: { read: text },
  planId: { read: optionalIdOf<PlanId>(), optional: true },
  matchId: { read: optionalIdOf<MatchId>(), optional: true },
  squadIds: { read: optionalIdList<PlayerId>(LIMITS.squad), nested: true, optional: true },
};

export const readFixture: Reader<Fixture> = (v) => {
  if (!isObject(v)) return REJECT;
  const id = idText(v.id);
  if (id === REJECT) return REJECT;
  return readShape(withIdentity(v, { id }), fixtureShape);
};

/** What the team database takes in this record's document (`fixture:…`; doc-contract.js). */
export const fixtureDoc = {
  id: "id",
  rivalId: "text",
  rival: "text",
  date: "text",
  time: "text",
  location: "text",
  competition: "text",
  venue: "text",
  planId: "text",
  matchId: "text",
  squadIds: "list",
} satisfies DocFields<Fixture>;
