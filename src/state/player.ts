// The player view's state (docs/sync.md, "La vista del jugador"): the account kept on this
// device, signing in with the invitation, the schedule and his answers from the replies
// database, and the commands. The replication (src/sync/player-replies.ts, with PouchDB) is loaded with
// a dynamic import only when the player view opens. Nothing here reads or writes the staff's lists.
import { useSyncExternalStore } from "react";
import { playerServers } from "../config/deployment";
import { playerAccountKey, syncSettingsKey } from "../config/storage-keys";
import type { ReplyAnswer } from "../domain/replies/documents";
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

/** What the player view shows. `account` undefined: this device has no player account. */
export type PlayerView = RepliesState & {
  account: PlayerAccount | undefined;
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

/** The player account kept on this device, when there is one and it is well formed. */
export function getPlayerAccount(): PlayerAccount | undefined {
  const raw = jsonOf(getSideText(playerAccountKey));
  if (!raw || typeof raw !== "object") return undefined;
  const r = raw as Record<string, unknown>;
  const checked = checkPlayerAccount({ server: r.server, database: r.database, user: r.user });
  return checked.ok ? checked.value : undefined;
}

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

let view: PlayerView = { ...EMPTY, account: undefined, unavailable: false };
const listeners = new Set<() => void>();
/** The account whose replication runs (or is starting). */
let started: string | null = null;

function setView(next: Partial<PlayerView>) {
  view = { ...view, ...next };
  for (const l of listeners) l();
}

const accountKey = (a: PlayerAccount) => `${a.server} ${a.database} ${a.user}`;

/** Starts the replication of the stored account, once. */
function ensureStarted() {
  const account = getPlayerAccount();
  if (!account) {
    if (view.account) setView({ ...EMPTY, account: undefined });
    return;
  }
  if (started === accountKey(account)) return;
  started = accountKey(account);
  setView({ ...EMPTY, account, unavailable: false });
  loadReplies()
    .then((m) =>
      m.startReplies(account, (state) => {
        if (started === accountKey(account)) setView(state);
      }),
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
  const previous = getPlayerAccount();
  // Another account of this phone is closed; on the same server its session is the one just
  // opened, which stays.
  if (previous && accountKey(previous) !== accountKey(account))
    await leaveAccount(previous, previous.server !== account.server);
  if (!writeLoose(playerAccountKey, JSON.stringify(account)))
    return failed(PLAYER_MESSAGES.storage);
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
  const account = getPlayerAccount();
  if (account) await leaveAccount(account);
  if (!writeLoose(playerAccountKey, null))
    return failed("No se pudo borrar la cuenta de este navegador.");
  setView({ ...EMPTY, account: undefined, unavailable: false });
  return { ok: true };
}
