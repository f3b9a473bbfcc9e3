// The player view's state (docs/sync.md, "La vista del jugador"): the account kept on this
// device, signing in with the invitation, the schedule and his answers from the replies
// database, and the commands. The replication (src/sync/player-replies.ts, with PouchDB) is loaded with
// a dynamic import only when the player view opens. Nothing here reads or writes the staff's lists.
import { useSyncExternalStore } from "react";
import { playerServers } from "../config/deployment";
import { playerAccountKey, syncSettingsKey } from "../config/storage-keys";
import type { ReplyAnswer } from "../domain/replies/documents";
import { readPlayerDbName } from "../domain/replies/documents";
import type { PlayerAccount } from "../domain/replies/invitation";
import {
  INVITATION_MESSAGES,
  checkPlayerAccount,
  isClubServer,
} from "../domain/replies/invitation";
import { jsonOf } from "../storage/side-keys";
import type * as RepliesModule from "../sync/player-replies";
import type { RepliesState } from "../sync/player-replies";
import {
  SESSION_MESSAGES,
  checkMembership,
  signIn,
  signOut,
  unreachedMessage,
} from "../sync/session";
import type { CommandResult } from "./result";
import { failed } from "./result";
import { getSideText, writeLoose } from "./store";

export type { RepliesConnection } from "../sync/player-replies";
export type { PlayerAccount } from "../domain/replies/invitation";

/** One database this phone answers for: its player and its documents as stored here. */
export type PlayerChild = { user: string; docs: unknown[]; pending: string[] };

/**
 * What the player view shows. `account` undefined: this device has no player account. The
 * state is every database's together; `children` has each database's documents apart.
 */
export type PlayerView = RepliesState & {
  account: PlayerAccount | undefined;
  children: PlayerChild[];
  /** The replication's code could not be fetched (offline before it was cached). */
  unavailable: boolean;
};

const EMPTY: RepliesState = {
  events: [],
  replies: [],
  docs: [],
  pending: [],
  connection: "starting",
  refused: [],
};

export const PLAYER_MESSAGES = {
  password: "Escribe tu contraseña.",
  storage:
    "Este navegador no deja guardar la cuenta (almacenamiento lleno o bloqueado): no se ha entrado.",
  unavailable:
    "No se pudo cargar la vista del jugador: vuelve a abrirla con conexión una vez y después funcionará también sin ella.",
  notStarted: "La vista del jugador aún no está lista: vuelve a intentarlo en un momento.",
  writeFailed: "No se pudo guardar tu respuesta en este teléfono: vuelve a intentarlo.",
} as const;

/**
 * The player accounts kept on this device: one account on one server, with one database per
 * player it answers for (`databases`, a guardian's children; `database` is the first, as an
 * earlier version kept it). Those not well formed are left out.
 */
export function getPlayerAccounts(): PlayerAccount[] {
  const raw = jsonOf(getSideText(playerAccountKey));
  if (!raw || typeof raw !== "object") return [];
  const r = raw as Record<string, unknown>;
  const names = [r.database, ...(Array.isArray(r.databases) ? r.databases : [])];
  return [...new Set(names)].flatMap((database) => {
    const checked = checkPlayerAccount({ server: r.server, database, user: r.user });
    return checked.ok ? [checked.value] : [];
  });
}

/** The first of them (the account this phone signs in with), when there is one. */
export const getPlayerAccount = (): PlayerAccount | undefined => getPlayerAccounts()[0];

/** The stored text of the accounts: the first database, and every one. */
const accountsText = (accounts: readonly PlayerAccount[]) =>
  JSON.stringify({ ...accounts[0], databases: accounts.map((a) => a.database) });

/**
 * Whether this device shares the staff's data (sharing is configured here): signing in as a
 * player hides the staff screens on it until 'Salir', and the page starts afresh so the staff's
 * sharing stops.
 */
export const isStaffDevice = (): boolean => getSideText(syncSettingsKey) !== null;

type Replies = typeof RepliesModule;
let module: Promise<Replies> | null = null;

function loadReplies(): Promise<Replies> {
  module ??= import("../sync/player-replies").catch((e: unknown) => {
    module = null;
    throw e;
  });
  return module;
}

let view: PlayerView = { ...EMPTY, account: undefined, children: [], unavailable: false };
const listeners = new Set<() => void>();
/** The account whose replication runs (or is starting). */
let started: string | null = null;

function setView(next: Partial<PlayerView>) {
  view = { ...view, ...next };
  for (const l of listeners) l();
}

const accountKey = (a: PlayerAccount) => `${a.server} ${a.database} ${a.user}`;
const accountsKey = (list: readonly PlayerAccount[]) => list.map(accountKey).join("|");

/** Every database's state in one: the worst connection, every pending answer and refusal. */
function together(states: readonly RepliesState[]): RepliesState {
  const worst = (["signin", "offline", "starting", "online"] as const).find((c) =>
    states.some((s) => s.connection === c),
  );
  return {
    events: states.flatMap((s) => s.events),
    replies: states.flatMap((s) => s.replies),
    docs: states.flatMap((s) => s.docs),
    pending: states.flatMap((s) => s.pending),
    connection: worst ?? "starting",
    refused: states.flatMap((s) => s.refused),
  };
}

/** Starts the replication of each stored database, once. */
function ensureStarted() {
  const accounts = getPlayerAccounts();
  const account = accounts[0];
  if (!account) {
    if (view.account) setView({ ...EMPTY, account: undefined, children: [] });
    return;
  }
  const key = accountsKey(accounts);
  if (started === key) return;
  started = key;
  const owner = (a: PlayerAccount) => readPlayerDbName(a.database)?.user ?? a.user;
  const states = accounts.map((): RepliesState => ({ ...EMPTY }));
  const children = accounts.map((a): PlayerChild => ({ user: owner(a), docs: [], pending: [] }));
  setView({ ...EMPTY, account, children, unavailable: false });
  loadReplies()
    .then((m) =>
      Promise.all(
        accounts.map((a, i) =>
          m.startReplies(a, (state) => {
            if (started !== key) return;
            states[i] = state;
            children[i] = { user: owner(a), docs: state.docs, pending: state.pending };
            setView({ ...together(states), children: [...children] });
          }),
        ),
      ),
    )
    .catch(() => {
      started = null;
      setView({ connection: "offline", unavailable: true });
      window.addEventListener("online", ensureStarted, { once: true });
    });
}

function subscribe(l: () => void) {
  listeners.add(l);
  ensureStarted();
  return () => listeners.delete(l);
}

const getView = () => view;

/** The player view's state; opening it starts the replication of the stored account. */
export function usePlayerView(): PlayerView {
  return useSyncExternalStore(subscribe, getView, getView);
}

/**
 * Signs in with the invitation's account: opens a cookie session (the password is sent once and
 * never kept), checks the player is named among the replies database's members, then keeps the
 * account on this device, which puts the app in player mode.
 */
export async function signInPlayer(
  account: PlayerAccount,
  password: string,
): Promise<CommandResult> {
  if (password === "") return failed(PLAYER_MESSAGES.password);
  // Also an account kept by an earlier version, which took any server: never post it elsewhere.
  if (!isClubServer(account.server, window.location.href, playerServers))
    return failed(INVITATION_MESSAGES.site);
  const session = await signIn(account.server, account.user, password);
  if (!session.ok) return failed(session.message);
  const member = await checkMembership(account.server, account.database, account.user);
  if (!member.ok)
    return failed(
      "message" in member ? member.message : unreachedMessage(account.server, member.reason),
    );
  const previous = getPlayerAccounts();
  const first = previous[0];
  // The same account on the same server answering for another child: his database is added
  // beside the others (a parent keeps both children on one phone). Another account is closed;
  // on the same server its session is the one just opened, which stays.
  const same = first && first.server === account.server && first.user === account.user;
  if (first && !same)
    for (const p of previous) await leaveAccount(p, p === first && p.server !== account.server);
  const known = same && previous.some((p) => p.database === account.database);
  const next = known ? previous : same ? [...previous, account] : [account];
  if (!writeLoose(playerAccountKey, accountsText(next))) return failed(PLAYER_MESSAGES.storage);
  ensureStarted();
  return { ok: true };
}

/** Signs in again when the session expired; the replication then connects at once. */
export async function signInAgain(password: string): Promise<CommandResult> {
  const account = getPlayerAccount();
  if (!account) return failed(SESSION_MESSAGES.expired);
  const r = await signInPlayer(account, password);
  if (r.ok && module) void module.then((m) => m.reconnectReplies());
  return r;
}

/** Writes the player's answer on this phone; it reaches the server when there is a connection. */
export async function answerEvent(
  eventId: string,
  answer: ReplyAnswer,
  reason: string,
  /** The player answered for (a guardian answers for a child): the account's own by default. */
  player?: string,
): Promise<CommandResult> {
  const account = getPlayerAccount();
  if (!account || !module) return failed(PLAYER_MESSAGES.notStarted);
  // Each reply goes to its player's database (writeReply finds it), signed by this account.
  const user = player ?? account.user;
  try {
    const m = await module;
    await m.writeReply({
      user,
      eventId,
      answer,
      reason: answer === "voy" ? "" : reason,
      answeredAt: new Date().toISOString(),
      ...(user !== account.user ? { by: account.user } : {}),
    });
    return { ok: true };
  } catch {
    return failed(PLAYER_MESSAGES.writeFailed);
  }
}

/** Hides the refused-answer notices (the answers were already undone). */
export function dismissPlayerRefused(): void {
  if (module) void module.then((m) => m.dismissRepliesRefused());
}

async function leaveAccount(account: PlayerAccount, endSession = true) {
  started = null;
  try {
    const m = await loadReplies();
    await m.forgetReplies(account);
  } catch {
    // The code or the database could not be reached: the account is forgotten all the same.
  }
  if (endSession) await signOut(account.server);
}

/**
 * 'Salir': forgets the account and this phone's copy of the replies database, and ends the
 * session. Answers not yet sent are lost (the view warns before).
 */
export async function leavePlayerMode(): Promise<CommandResult> {
  const accounts = getPlayerAccounts();
  for (const a of accounts) await leaveAccount(a, a === accounts[0]);
  if (!writeLoose(playerAccountKey, null))
    return failed("No se pudo borrar la cuenta de este navegador.");
  setView({ ...EMPTY, account: undefined, children: [], unavailable: false });
  return { ok: true };
}
