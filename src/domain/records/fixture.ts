// A calendar game (key `fixtures`, ours): the type, its reader and field labels.
import type { DocFields } from "./doc-contract";
import type { Reader, Shape } from "./read";
import {
  REJECT,
  idText,
  oneOf,
  optionalText,
  optionalTextOf,
  readShape,
  text,
  withIdentity,
} from "./read";
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
  /** 'Citación': when the players meet, 'HH:MM' (absent or '' when not given). */
  meetTime?: string;
  /** 'Citación': where the players meet ('' or absent: at the ground). */
  meetPlace?: string;
  /** What the players read with the call-up: kit, transport (at most PLAYER_NOTES_MAX). */
  playerNotes?: string;
  /** Answer before: 'YYYY-MM-DDTHH:MM' in the coach's time zone (absent or '': no deadline). */
  answerBy?: string;
};

/** The longest notes for players a fixture keeps (a short message, not the plan's notes). */
export const PLAYER_NOTES_MAX = LIMITS.shortText * 2;

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
  meetTime: { read: optionalText, optional: true },
  meetPlace: { read: optionalText, optional: true },
  playerNotes: { read: optionalTextOf(PLAYER_NOTES_MAX), optional: true },
  answerBy: { read: optionalText, optional: true },
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
  meetTime: "text",
  meetPlace: "text",
  playerNotes: "note",
  answerBy: "text",
} satisfies DocFields<Fixture>;
