// The sharing account as the server sees it (docs/sync.md): CouchDB's cookie session, so the
// password is sent once (POST /_session) and never stored, and the membership check that keeps
// a device from syncing a database it is not named on. Plain fetch, no PouchDB: the settings
// screen signs in before the engine (and PouchDB) is loaded.

export type SignIn = { ok: true } | { ok: false; offline: boolean; message: string };

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
    r = await fetch(`${server}/_session`, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ name, password }),
    });
  } catch {
    return { ok: false, offline: true, message: SESSION_MESSAGES.offline };
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
  { ok: true } | { ok: false; signin: boolean; message: string } | { ok: false; offline: true };

/** Checks, before anything is pulled, that the signed-in user is named on the team's database. */
export async function checkMembership(
  server: string,
  database: string,
  user: string,
): Promise<Membership> {
  const get = (path: string) =>
    fetch(`${server}${path}`, { credentials: "include", headers: { Accept: "application/json" } });
  try {
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
  } catch {
    return { ok: false, offline: true };
  }
}
