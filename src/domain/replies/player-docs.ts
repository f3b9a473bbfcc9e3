// What the coach's device keeps in each player's own database (documents.ts): the schedule (the
// same for everyone), his call-up notice for each upcoming fixture whose call-up is saved, his
// season card, his guardians' names and relations and, only while the team allows it, who goes
// (names and answers, never a reason).
// `playerDbWrites` compares that with what the database holds and gives the writes. Pure.
import type { Fixture } from "../records/fixture";
import type { Player } from "../records/types";
import { eventReplies } from "./coach";
import type { PlayerAccount } from "./coach";
import type { Guardian } from "./accounts-file";
import {
  callUpNoticeDoc,
  familyDoc,
  familyDocId,
  readCallUpNotice,
  readFamily,
  readScheduleEvent,
  readSeasonCard,
  readWhoGoes,
  scheduleDoc,
  seasonCardDoc,
  whoGoesDoc,
} from "./documents";
import type { CallUpNotice, Family, Reply, ScheduleEvent, SeasonCard, WhoGoes } from "./documents";
import { callUpNotices } from "./notices";
import { publication } from "./schedule";

/** His call-up notices for the published fixtures (notices.ts is the rule). */
export function callUpStatuses(
  events: readonly ScheduleEvent[],
  fixtures: readonly Pick<Fixture, "id" | "squadIds" | "matchId">[],
  account: PlayerAccount,
): Omit<CallUpNotice, "publishedAt">[] {
  const published = new Set(events.filter((e) => e.kind === "partido").map((e) => e.eventId));
  return fixtures
    .flatMap((f) => callUpNotices(f, [account]))
    .map((n) => n.notice)
    .filter((n) => published.has(n.eventId));
}

/** Who goes to each event, by name and answer only (the reasons never leave the coach). */
export function whoGoesOf(
  events: readonly ScheduleEvent[],
  replies: readonly Reply[],
  accounts: readonly PlayerAccount[],
  players: readonly Pick<Player, "id" | "name">[],
): WhoGoes[] {
  return events.flatMap((e) => {
    const r = eventReplies(e.eventId, replies, accounts, players);
    const answers = [
      ...r.voy.map((p) => ({ name: p.name, answer: "voy" as const })),
      ...r.duda.map((p) => ({ name: p.name, answer: "duda" as const })),
      ...r.noVoy.map((p) => ({ name: p.name, answer: "no_voy" as const })),
    ];
    return answers.length > 0 ? [{ eventId: e.eventId, answers }] : [];
  });
}

/** The accounts that answer for a player, as his database names them. */
export const familyOf = (player: string, guardians: readonly Guardian[]): Family => ({
  player,
  guardians: guardians
    .filter((g) => g.players.includes(player))
    .map(({ user, name, relation }) => ({ user, name, relation })),
});

/** What one player's database should hold besides the replies. */
export type PlayerDocsWanted = {
  events: readonly ScheduleEvent[];
  callUps: readonly Omit<CallUpNotice, "publishedAt">[];
  season: SeasonCard | null;
  /** null: the team does not let players see who goes (every such document is removed). */
  whoGoes: readonly WhoGoes[] | null;
  /** The accounts that answer for him (none: the document is removed). */
  family?: Family;
};

/** A document as the database holds it: its id, revision and body. */
export type HeldDoc = { _id: string; _rev?: string; _deleted?: boolean } & Record<string, unknown>;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The writes that bring a player's database in line with `wanted`: new or changed documents
 * (on their revision) and deletions. An event is removed only when its record is gone
 * (`exists`, as `publication` decides for everyone); a call-up notice when its event is; a
 * season card of another season stays (last season's figures); who goes, whenever it is not
 * wanted. `now` stamps a call-up notice whose status changed.
 */
export function playerDbWrites(
  held: ReadonlyMap<string, HeldDoc>,
  wanted: PlayerDocsWanted,
  exists: (eventId: string) => boolean,
  now: string,
): HeldDoc[] {
  const out: HeldDoc[] = [];
  const put = (doc: { _id: string } & Record<string, unknown>) => {
    const rev = held.get(doc._id)?._rev;
    out.push(rev ? { ...doc, _rev: rev } : doc);
  };
  const remove = (id: string) => {
    const rev = held.get(id)?._rev;
    if (rev) out.push({ _id: id, _rev: rev, _deleted: true });
  };
  const docs = [...held.values()];
  const events = docs.flatMap((d) => readScheduleEvent(d) ?? []);
  const { put: putEvents, remove: goneEvents } = publication(events, wanted.events, exists, [
    "partido",
    "entrenamiento",
  ]);
  for (const e of putEvents) put(scheduleDoc(e));
  for (const id of goneEvents) remove(`evento:${id}`);
  const gone = new Set(goneEvents);

  const notices = new Map(
    docs.flatMap((d) => readCallUpNotice(d) ?? []).map((n) => [n.eventId, n]),
  );
  for (const c of wanted.callUps)
    if (notices.get(c.eventId)?.status !== c.status)
      put(callUpNoticeDoc({ ...c, publishedAt: now }));
  for (const n of notices.values()) if (gone.has(n.eventId)) remove(`convocatoria:${n.eventId}`);

  if (wanted.season) {
    const card = docs.map(readSeasonCard).find((c) => c?.season === wanted.season?.season);
    if (!card || !sameJson(card, wanted.season)) put(seasonCardDoc(wanted.season));
  }

  const who = new Map(docs.flatMap((d) => readWhoGoes(d) ?? []).map((w) => [w.eventId, w]));
  const want = new Map((wanted.whoGoes ?? []).map((w) => [w.eventId, w]));
  for (const w of want.values()) if (!sameJson(who.get(w.eventId), w)) put(whoGoesDoc(w));
  for (const id of who.keys()) if (!want.has(id)) remove(`quien-va:${id}`);

  if (wanted.family) {
    const family = docs.map(readFamily).find((f) => f?.player === wanted.family?.player);
    if (wanted.family.guardians.length === 0) remove(familyDocId(wanted.family.player));
    else if (!sameJson(family, wanted.family)) put(familyDoc(wanted.family));
  }
  return out;
}
