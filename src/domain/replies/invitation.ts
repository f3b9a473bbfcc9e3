// The invitation link a coach sends a player: `/jugador/invitacion?servidor=…&bd=…&usuario=…`.
// It names the server, the replies database and the player's user, never a password (a link
// travels through chats and browser histories). Every value is checked before anything is kept
// or sent, with a Spanish message the player can pass on to the coach.
import { canConnect } from "../data/connect-address";
import { parseHttpUrl } from "../display/url";
import { isPlayerUser } from "./documents";

/** Where a player's device connects: the server, the replies database, the player's user. */
export type PlayerAccount = { server: string; database: string; user: string };

/** The link's parameters (Spanish, as the coach reads the link he sends). */
export const INVITATION_PARAMS = { server: "servidor", database: "bd", user: "usuario" } as const;

/** Parameters that would carry a password: a link holding one is refused outright. */
const PASSWORD_PARAMS = ["contraseña", "contrasena", "clave", "password", "pass", "pwd"];

/** CouchDB's rule for database names; a replies database ends in `_respuestas`. */
const DATABASE_NAME = /^[a-z][a-z0-9_$()+/-]*$/;
const REPLIES_SUFFIX = "_respuestas";

export const INVITATION_MESSAGES = {
  missing:
    "Este enlace de invitación está incompleto: le falta el servidor, la base de datos o el usuario. Pide al entrenador que te lo envíe otra vez.",
  server:
    "La dirección del servidor del enlace no es válida. Pide al entrenador que te envíe el enlace otra vez.",
  https:
    "La dirección del servidor del enlace debe empezar por https:// (solo un servidor en este mismo ordenador, localhost o 127.0.0.1, puede usar http://). Pide al entrenador un enlace con https://.",
  database:
    "La base de datos del enlace no es la de respuestas de un equipo (su nombre termina en _respuestas). Pide al entrenador que te envíe el enlace otra vez.",
  user: "El usuario del enlace no es válido: solo lleva minúsculas, números, '.', '_' y '-'. Pide al entrenador que te envíe el enlace otra vez.",
  password:
    "Este enlace lleva una contraseña, y un enlace nunca debe llevarla: no se ha usado. Pide al entrenador un enlace nuevo sin ella y una contraseña nueva.",
} as const;

export type InvitationRead = { ok: true; value: PlayerAccount } | { ok: false; message: string };

/** The server address as kept: trimmed, without a trailing slash. */
const normalizeServer = (text: string) => text.trim().replace(/\/+$/, "");

/** Checks the account a link or a stored value names (the same rules for both). */
export function checkPlayerAccount(account: {
  server: unknown;
  database: unknown;
  user: unknown;
}): InvitationRead {
  const { server, database, user } = account;
  if (typeof server !== "string" || typeof database !== "string" || typeof user !== "string")
    return { ok: false, message: INVITATION_MESSAGES.missing };
  if (server.trim() === "" || database.trim() === "" || user.trim() === "")
    return { ok: false, message: INVITATION_MESSAGES.missing };
  const address = normalizeServer(server);
  const url = parseHttpUrl(address);
  if (!url || url.username || url.password || url.search || url.hash)
    return { ok: false, message: INVITATION_MESSAGES.server };
  if (!canConnect(url)) return { ok: false, message: INVITATION_MESSAGES.https };
  const db = database.trim();
  if (!DATABASE_NAME.test(db) || db.length > 238 || !db.endsWith(REPLIES_SUFFIX))
    return { ok: false, message: INVITATION_MESSAGES.database };
  const name = user.trim();
  if (!isPlayerUser(name)) return { ok: false, message: INVITATION_MESSAGES.user };
  return { ok: true, value: { server: address, database: db, user: name } };
}

/** Reads an invitation link's query ('?servidor=…&bd=…&usuario=…'). */
export function readInvitation(query: string | URLSearchParams): InvitationRead {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  for (const key of params.keys())
    if (PASSWORD_PARAMS.includes(key.toLowerCase()))
      return { ok: false, message: INVITATION_MESSAGES.password };
  const one = (name: string) => {
    const all = params.getAll(name);
    // The same parameter twice: which one the coach meant is not known.
    return all.length === 1 ? all[0] : undefined;
  };
  return checkPlayerAccount({
    server: one(INVITATION_PARAMS.server),
    database: one(INVITATION_PARAMS.database),
    user: one(INVITATION_PARAMS.user),
  });
}

/** The query of the invitation link for an account (the coach's side builds the link with it). */
export function invitationQuery(account: PlayerAccount): string {
  return new URLSearchParams({
    [INVITATION_PARAMS.server]: account.server,
    [INVITATION_PARAMS.database]: account.database,
    [INVITATION_PARAMS.user]: account.user,
  }).toString();
}
