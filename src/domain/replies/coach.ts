// The replies where the coach decides: which account is which player (kept by the coach), the
// counts per event, who has not answered (text for the team chat), the call-up's pre-ticks and
// the link that invites a player. Pure.
import { invitationQuery } from "./invitation";
import type { PlayerId } from "../base/ids";
import { isObject } from "../base/guards";
import { LIMITS } from "../base/limits";
import { longDate } from "../calendar/fixtures";
import { isPlayerUser, playerDbName } from "./documents";
import type { Reply, ReplyAnswer, ScheduleEvent } from "./documents";

/** One player's account: his own database is named after it (key `playerAccounts`). */
export type PlayerAccount = { playerId: PlayerId; user: string };

/**
 * At most one account per player and one player per account (the first entry wins), and at most
 * as many accounts as a squad may have players, whoever wrote the list.
 */
export function readPlayerAccounts(value: unknown): { value: PlayerAccount[]; repaired: boolean } {
  const list = isObject(value) && Array.isArray(value.accounts) ? value.accounts : [];
  const players = new Set<string>();
  const users = new Set<string>();
  const out: PlayerAccount[] = [];
  for (const a of list.slice(0, LIMITS.lists.players)) {
    if (!isObject(a) || typeof a.playerId !== "string" || a.playerId === "") continue;
    if (!isPlayerUser(a.user) || players.has(a.playerId) || users.has(a.user)) continue;
    players.add(a.playerId);
    users.add(a.user);
    out.push({ playerId: a.playerId as PlayerId, user: a.user });
  }
  return { value: out, repaired: out.length !== list.length };
}

/** What the coach types as an account: trimmed, lower case. */
export const cleanAccount = (text: string) => text.trim().toLowerCase();

/**
 * The accounts with one player's changed: '' unlinks him. A name another player already has,
 * or that cannot be an account, is refused with a Spanish message.
 */
export function linkAccount(
  accounts: readonly PlayerAccount[],
  playerId: PlayerId,
  typed: string,
  nameOf: (id: PlayerId) => string | undefined,
): { ok: true; value: PlayerAccount[] } | { ok: false; message: string } {
  const user = cleanAccount(typed);
  const others = accounts.filter((a) => a.playerId !== playerId);
  if (user === "") return { ok: true, value: others };
  if (!isPlayerUser(user))
    return {
      ok: false,
      message:
        "La cuenta solo puede tener minúsculas sin tildes, cifras, '.', '_' o '-' (hasta 64), y empezar por una letra o cifra.",
    };
  const taken = others.find((a) => a.user === user);
  if (taken)
    return {
      ok: false,
      message: `La cuenta «${user}» ya es de ${nameOf(taken.playerId) ?? "otro jugador"}.`,
    };
  const at = accounts.findIndex((a) => a.playerId === playerId);
  const next = [...accounts];
  if (at >= 0) next[at] = { playerId, user };
  else next.push({ playerId, user });
  return { ok: true, value: next };
}

/**
 * The accounts form, a row per player: each row's problem beside it, the checks of saving the
 * rows in their order (a name two rows give is refused on the second).
 */
export function playerAccountsFormIssues(
  rows: readonly { playerId: string; user: string }[],
  nameOf: (id: PlayerId) => string | undefined,
): { path: ["accounts", number, "user"]; message: string }[] {
  const issues: { path: ["accounts", number, "user"]; message: string }[] = [];
  let linked: PlayerAccount[] = [];
  rows.forEach((row, i) => {
    const r = linkAccount(linked, row.playerId as PlayerId, row.user, nameOf);
    if (r.ok) linked = r.value;
    else issues.push({ path: ["accounts", i, "user"], message: r.message });
  });
  return issues;
}

/**
 * The link the coach sends a player: the invitation `page` (the app's absolute address of
 * config/paths.ts playerInvitation), the server, his own database and his account. Never a
 * password: the player types his own.
 */
export function invitationLink(page: string, server: string, teamDb: string, user: string): string {
  const query = invitationQuery({ server, database: playerDbName(teamDb, user), user });
  return `${page}?${query}`;
}

type Named = { id: PlayerId; name: string };
/** 'respondió su madre' when a guardian answered for him (absent when he did). */
type Answered = Named & { answeredBy?: string };

/** The replies to one event, counted over the squad's linked players. */
export type EventReplies = {
  voy: Answered[];
  noVoy: (Answered & { reason: string })[];
  duda: (Answered & { reason: string })[];
  /** Linked players of the squad with no reply, in squad order. */
  sinResponder: Named[];
  /** Players of the squad with no account: they cannot answer, so they are not 'sin responder'. */
  sinCuenta: Named[];
  /** Replies from accounts no player of the squad is linked to ('cuenta sin jugador'). */
  unlinked: Reply[];
};

/**
 * The replies to `eventId` from `replies` (every event's), for the squad's `players` linked by
 * `accounts`. A player's reply counts once (his newest); a reply from an account not linked to
 * a player of the squad (unlinked, or linked to a player who left) is kept apart, never dropped.
 * Every player of the squad is in exactly one of voy, noVoy, duda, sinResponder and sinCuenta.
 * `answeredBy` says who answered a reply ('' when the player did: `answeredByText`).
 */
export function eventReplies(
  eventId: string,
  replies: readonly Reply[],
  accounts: readonly PlayerAccount[],
  players: readonly Named[],
  answeredBy: (reply: Reply) => string = () => "",
): EventReplies {
  const byId = new Map(players.map((p) => [p.id, p]));
  const playerOf = new Map<string, Named>();
  const linked = new Set<PlayerId>();
  // As readPlayerAccounts keeps them: one account per player, one player per account.
  for (const a of accounts) {
    const p = byId.get(a.playerId);
    if (!p || linked.has(p.id) || playerOf.has(a.user)) continue;
    playerOf.set(a.user, p);
    linked.add(p.id);
  }
  const newest = new Map<string, Reply>();
  for (const r of replies) {
    if (r.eventId !== eventId) continue;
    const before = newest.get(r.user);
    if (!before || r.answeredAt > before.answeredAt) newest.set(r.user, r);
  }
  const out: EventReplies = {
    voy: [],
    noVoy: [],
    duda: [],
    sinResponder: [],
    sinCuenta: [],
    unlinked: [],
  };
  const answered = new Set<PlayerId>();
  for (const r of newest.values()) {
    const p = playerOf.get(r.user);
    if (!p) {
      out.unlinked.push(r);
      continue;
    }
    answered.add(p.id);
    const by = answeredBy(r);
    const who = by ? { ...p, answeredBy: by } : p;
    if (r.answer === "voy") out.voy.push(who);
    else if (r.answer === "no_voy") out.noVoy.push({ ...who, reason: r.reason });
    else out.duda.push({ ...who, reason: r.reason });
  }
  const order = new Map(players.map((p, i) => [p.id, i]));
  const bySquad = (a: Named, b: Named) => order.get(a.id)! - order.get(b.id)!;
  out.voy.sort(bySquad);
  out.noVoy.sort(bySquad);
  out.duda.sort(bySquad);
  out.unlinked.sort((a, b) => a.user.localeCompare(b.user));
  out.sinResponder = players.filter((p) => linked.has(p.id) && !answered.has(p.id));
  out.sinCuenta = players.filter((p) => !linked.has(p.id));
  return out;
}

/**
 * '14 van · 3 no · 2 sin responder · 3 sin cuenta' ('1 duda', 'sin cuenta' and 'cuenta(s) sin
 * jugador' only when any).
 */
export function repliesLine(r: EventReplies): string {
  const parts = [
    `${r.voy.length} ${r.voy.length === 1 ? "va" : "van"}`,
    `${r.noVoy.length} no`,
    ...(r.duda.length > 0 ? [`${r.duda.length} ${r.duda.length === 1 ? "duda" : "dudas"}`] : []),
    `${r.sinResponder.length} sin responder`,
    ...(r.sinCuenta.length > 0 ? [`${r.sinCuenta.length} sin cuenta`] : []),
    ...(r.unlinked.length > 0
      ? [
          `${r.unlinked.length} ${r.unlinked.length === 1 ? "cuenta sin jugador" : "cuentas sin jugador"}`,
        ]
      : []),
  ];
  return parts.join(" · ");
}

/**
 * Who has not answered, ready for the team chat: a line with the event, its date and time (two
 * sessions may share a day), then one name per line. Names are put on one line each (a name
 * with a line break would start a line).
 */
export function notAnsweredText(
  event: Pick<ScheduleEvent, "date" | "title"> & { time?: string },
  names: readonly string[],
): string {
  const one = (s: string) => s.replace(/\s+/g, " ").trim();
  const when = [longDate(event.date), ...(event.time ? [event.time] : [])];
  return [["Sin responder", one(event.title), ...when].join(" · "), ...names.map(one)].join("\n");
}

/** A player's answer as the call-up shows it beside his name. */
export type CallUpMark = { answer: ReplyAnswer; reason: string; answeredBy?: string };

/**
 * The call-up's ticks and marks from the replies. `saved` is the call-up stored for the fixture
 * (undefined: none saved yet), `proposed` what the page would tick without replies. Once a
 * call-up is saved it is the coach's and stays as saved; before, those who answered 'Voy' are
 * ticked and those who answered 'No voy' are not. Every answer is a mark beside the name.
 */
export function callUpFromReplies(
  saved: readonly PlayerId[] | undefined,
  proposed: readonly PlayerId[],
  r: EventReplies,
): { ids: PlayerId[]; marks: Map<PlayerId, CallUpMark> } {
  const marks = new Map<PlayerId, CallUpMark>();
  const by = (p: Answered) => (p.answeredBy ? { answeredBy: p.answeredBy } : {});
  for (const p of r.voy) marks.set(p.id, { answer: "voy", reason: "", ...by(p) });
  for (const p of r.noVoy) marks.set(p.id, { answer: "no_voy", reason: p.reason, ...by(p) });
  for (const p of r.duda) marks.set(p.id, { answer: "duda", reason: p.reason, ...by(p) });
  if (saved !== undefined) return { ids: [...saved], marks };
  const out = proposed.filter((id) => marks.get(id)?.answer !== "no_voy");
  for (const p of r.voy) if (!out.includes(p.id)) out.push(p.id);
  return { ids: out, marks };
}
