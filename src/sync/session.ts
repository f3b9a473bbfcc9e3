// The sharing account as the server sees it (docs/sync.md): CouchDB's cookie session, so the
// password is sent once (POST /_session) and never stored, and the membership check that keeps
// a device from syncing a database it is not named on. Plain fetch, no PouchDB: the settings
// screen signs in before the engine (and PouchDB) is loaded.

import { canConnect } from "../domain/data/connect-address";
import { parseHttpUrl } from "../domain/base/url";

/**
 * How long a request to the sharing server may take to answer. A server that accepts the
 * connection and never replies would otherwise leave 'Guardar y conectar' waiting and the
 * status at 'Conectando…' for ever.
 */
export const ANSWER_TIMEOUT_MS = 15_000;

/** Why the server was not reached (each has its own Spanish message). */
export type Unreached = "timeout" | "blocked" | "offline" | "unreachable";

/** `offline`: the server was not reached (tried again later); `refused`: it said no. */
export type SignIn =
  { ok: true } | { ok: false; offline: boolean; reason?: Unreached; message: string };

/** The request did not answer within ANSWER_TIMEOUT_MS. */
export class NoAnswer extends Error {
  constructor() {
    super("no answer");
    this.name = "NoAnswer";
  }
}

/**
 * Runs `work` (its requests given the signal) and rejects with NoAnswer once `ms` pass without
 * it settling, aborting its requests. A plain timer, not AbortSignal.timeout: the tests' fake
 * clocks move it, and the answer is bounded even when a request ignores the signal.
 */
export function answerWithin<T>(
  work: (signal: AbortSignal) => Promise<T>,
  ms = ANSWER_TIMEOUT_MS,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new NoAnswer());
      controller.abort();
    }, ms);
  });
  return Promise.race([work(controller.signal), late]).finally(() => clearTimeout(timer));
}

/**
 * Why a request to `server` failed before any answer: no answer in time; blocked by the browser
 * before it left (the app's CSP allows only some addresses, connect-address.ts: a value stored by
 * an earlier version can be outside them); this device offline; or the server not reached.
 */
export function whyUnreached(server: string, error: unknown): Unreached {
  if (error instanceof NoAnswer) return "timeout";
  const url = parseHttpUrl(server);
  if (!url || !canConnect(url)) return "blocked";
  if (globalThis.navigator?.onLine === false) return "offline";
  return "unreachable";
}

const SECONDS = ANSWER_TIMEOUT_MS / 1000;

/** The form's message when signing in did not reach the server: nothing was stored. */
export function unreachedMessage(server: string, why: Unreached): string {
  switch (why) {
    case "timeout":
      return `El servidor no respondió a tiempo (${SECONDS} s) en ${server}: revisa la dirección y que el servidor esté en marcha. No se ha guardado nada.`;
    case "blocked":
      return `El navegador no deja a la app conectarse a ${server}: con http:// solo admite este mismo ordenador escrito como localhost o 127.0.0.1. Usa una de esas dos, o una dirección https://. No se ha guardado nada.`;
    case "offline":
      return "Este dispositivo no tiene conexión: vuelve a intentarlo con conexión. No se ha guardado nada.";
    case "unreachable":
      return SESSION_MESSAGES.offline;
  }
}

/** The settings section's explanation while the stored server does not answer in time. */
export function noAnswerMessage(server: string): string {
  return `El servidor no respondió a tiempo (${SECONDS} s) en ${server}. Se sigue intentando cada pocos segundos; mientras tanto no se ha cambiado nada en el servidor y los cambios hechos aquí esperan en este dispositivo. Si la dirección no es esa, corrígela abajo.`;
}

export const SESSION_MESSAGES = {
  refused: "El servidor no aceptó el usuario y la contraseña.",
  offline:
    "No se pudo conectar con el servidor para iniciar sesión: revisa la dirección y la conexión.",
  expired:
    "La sesión de este dispositivo no es válida (caducó, o el usuario no es miembro del equipo): escribe la contraseña otra vez.",
} as const;

/** Opens a cookie session on the server: the browser keeps the cookie, nobody keeps the password. */
export async function signIn(server: string, name: string, password: string): Promise<SignIn> {
  let r: Response;
  try {
    r = await answerWithin((signal) =>
      fetch(`${server}/_session`, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ name, password }),
        signal,
      }),
    );
  } catch (e) {
    const reason = whyUnreached(server, e);
    return { ok: false, offline: true, reason, message: unreachedMessage(server, reason) };
  }
  if (r.ok) return { ok: true };
  return {
    ok: false,
    offline: r.status >= 500,
    message:
      r.status === 401 || r.status === 403 ? SESSION_MESSAGES.refused : SESSION_MESSAGES.offline,
  };
}

/** Ends the session (best effort: offline, the cookie simply expires on the server). */
export async function signOut(server: string): Promise<void> {
  try {
    await fetch(`${server}/_session`, { method: "DELETE", credentials: "include" });
  } catch {
    // Nothing to do: the session expires by itself.
  }
}

type Security = { members?: { names?: unknown; roles?: unknown } };

/**
 * Whether `name` is named among the database's members. Only names count: a role in
 * `members.roles` (a server-wide `coach` in earlier versions of team:create) would let a coach
 * of one team into every team's database, so a database reached that way is refused.
 */
export function isNamedMember(name: unknown, security: unknown): boolean {
  if (typeof name !== "string" || name === "") return false;
  const names = (security as Security | null)?.members?.names;
  return Array.isArray(names) && names.includes(name);
}

export function notMemberMessage(user: string, database: string): string {
  return `El usuario «${user}» no figura por su nombre entre los miembros de «${database}»: este dispositivo no comparte sus datos. Pide al administrador que ejecute npm run team:create para este equipo.`;
}

export type Membership =
  | { ok: true }
  | { ok: false; signin: boolean; message: string }
  | { ok: false; offline: true; reason: Unreached };

/** Checks, before anything is pulled, that the signed-in user is named on the team's database. */
export async function checkMembership(
  server: string,
  database: string,
  user: string,
): Promise<Membership> {
  try {
    return await answerWithin((signal) => membership(server, database, user, signal));
  } catch (e) {
    return { ok: false, offline: true, reason: whyUnreached(server, e) };
  }
}

async function membership(
  server: string,
  database: string,
  user: string,
  signal: AbortSignal,
): Promise<Membership> {
  const get = (path: string) =>
    fetch(`${server}${path}`, {
      credentials: "include",
      headers: { Accept: "application/json" },
      signal,
    });
  const session = await get("/_session");
  const ctx = session.ok
    ? ((await session.json()) as { userCtx?: { name?: unknown } }).userCtx
    : undefined;
  if (!ctx || typeof ctx.name !== "string")
    return { ok: false, signin: true, message: SESSION_MESSAGES.expired };
  if (ctx.name !== user)
    return {
      ok: false,
      signin: true,
      message: `La sesión abierta en este servidor es de «${ctx.name}», no de «${user}»: escribe la contraseña otra vez.`,
    };
  const r = await get(`/${encodeURIComponent(database)}/_security`);
  if (r.status === 401) return { ok: false, signin: true, message: SESSION_MESSAGES.expired };
  const security: unknown = r.ok ? await r.json() : null;
  if (!isNamedMember(user, security))
    return { ok: false, signin: false, message: notMemberMessage(user, database) };
  return { ok: true };
}
