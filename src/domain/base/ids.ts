// Entity ids: random UUIDs (spec 3: match plans use a random UUID; players a unique id), each
// kind branded so that a name, or another record's id, can never stand where an id belongs: a
// plain string is refused by the compiler. At run time an id is just the stored string. Ids are
// made in two places only: `newId` here mints fresh ones, and the readers of each record module
// take the stored strings as ids of their kind.

declare const brand: unique symbol;
/** An id of one kind of record (a string at run time). */
export type Id<Kind extends string> = string & { readonly [brand]: Kind };
export type PlayerId = Id<"PlayerId">;
export type MatchId = Id<"MatchId">;
export type FormationId = Id<"FormationId">;
export type RivalId = Id<"RivalId">;
export type PlanId = Id<"PlanId">;
export type FixtureId = Id<"FixtureId">;
export type AvailabilityId = Id<"AvailabilityId">;
export type TrainingSessionId = Id<"TrainingSessionId">;
export type TrainingSeriesId = Id<"TrainingSeriesId">;
export type AttendanceId = Id<"AttendanceId">;
export type SessionTemplateId = Id<"SessionTemplateId">;
function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  const c = globalThis.crypto;
  if (c && typeof c.getRandomValues === "function") c.getRandomValues(values);
  else for (let i = 0; i < bytes; i++) values[i] = Math.floor(Math.random() * 256);
  return Array.from(values, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A new unique id: `crypto.randomUUID()` where available; otherwise (e.g. an insecure http
 * origin, where randomUUID is missing) 32 random hex digits.
 */
export function newId<T extends string = string>(): T {
  const c = globalThis.crypto;
  const id = c && typeof c.randomUUID === "function" ? c.randomUUID() : randomHex(16);
  return id as T;
}

/**
 * The id, of its kind, of the record in `list` whose id is `value`: how a string a screen gives
 * back (a <select>'s value, a URL parameter) becomes an id, by finding the record, never by a
 * cast. Undefined when no record has it.
 */
export function idIn<I extends string>(
  list: readonly { id: I }[],
  value: string | null | undefined,
): I | undefined {
  return value ? list.find((x) => x.id === value)?.id : undefined;
}
