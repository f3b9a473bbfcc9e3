// The invitation link a coach sends a player: `/jugador/invitacion?servidor=…&bd=…&usuario=…`.
// It names the server, the player's own database and the user, never a password (a link
// travels through chats and browser histories). Every value is checked before anything is kept
// or sent, with a Spanish message the player can pass on to the coach. The player types his
// password into the app's own page, so the link may name only his club's server: one on the
// app's own site (the cookie session needs it anyway) or one the deployment names; anyone could
// otherwise send a link to the app's real address that posts the password elsewhere.
import { canConnect } from "../data/connect-address";
import { isDatabaseName, normalizeServer } from "../data/sharing-form";
import { parseHttpUrl } from "../base/url";
import { isPlayerUser, readPlayerDbName } from "./documents";

/**
 * Where a player's device connects: the server, the player's own database, the user (the player,
 * or a guardian answering for him).
 */
export type PlayerAccount = { server: string; database: string; user: string };

/** The link's parameters (Spanish, as the coach reads the link he sends). */
export const INVITATION_PARAMS = { server: "servidor", database: "bd", user: "usuario" } as const;

/** Parameters that would carry a password: named as such in the refusal. */
const PASSWORD_PARAMS = [
  "contraseña",
  "contrasena",
  "clave",
  "password",
  "pass",
  "passwd",
  "pwd",
  "pw",
  "token",
];

export const INVITATION_MESSAGES = {
  missing:
    "Este enlace de invitación está incompleto: le falta el servidor, la base de datos o el usuario. Pide al entrenador que te lo envíe otra vez.",
  server:
    "La dirección del servidor del enlace no es válida. Pide al entrenador que te envíe el enlace otra vez.",
  https:
    "La dirección del servidor del enlace debe empezar por https:// (solo un servidor en este mismo ordenador, localhost o 127.0.0.1, puede usar http://). Pide al entrenador un enlace con https://.",
  database:
    "La base de datos del enlace no es la de un jugador del equipo (su nombre lleva _jugador_). Pide al entrenador que te envíe el enlace otra vez.",
  user: "El usuario del enlace no es válido: solo lleva minúsculas, números, '.', '_' y '-'. Pide al entrenador que te envíe el enlace otra vez.",
  password:
    "Este enlace lleva una contraseña, y un enlace nunca debe llevarla: no se ha usado. Pide al entrenador un enlace nuevo sin ella y una contraseña nueva.",
  extra:
    "Este enlace lleva datos que una invitación no lleva (solo lleva el servidor, la base de datos y el usuario): no se ha usado. Pide al entrenador que te lo envíe otra vez.",
  site: "El servidor de este enlace no es el de tu club: no está en el sitio de esta app ni entre los servidores que admite. No escribas tu contraseña; pide al entrenador que te envíe el enlace otra vez.",
} as const;

export type InvitationRead = { ok: true; value: PlayerAccount } | { ok: false; message: string };

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
  if (!isDatabaseName(db) || readPlayerDbName(db) === null)
    return { ok: false, message: INVITATION_MESSAGES.database };
  const name = user.trim();
  if (!isPlayerUser(name)) return { ok: false, message: INVITATION_MESSAGES.user };
  return { ok: true, value: { server: address, database: db, user: name } };
}

/** Second-level names under which each name is a site of its own (club.com.es, club.co.uk). */
const SECOND_LEVEL = new Set(["com", "net", "org", "edu", "gob", "gov", "nom", "co", "ac"]);
/** Hosting where every subdomain is someone else's site. */
const SHARED_HOSTING = [
  "github.io",
  "netlify.app",
  "vercel.app",
  "pages.dev",
  "workers.dev",
  "web.app",
  "firebaseapp.com",
  "onrender.com",
  "herokuapp.com",
  "fly.dev",
  "surge.sh",
  "glitch.me",
  "azurewebsites.net",
  "appspot.com",
];

/**
 * The site a host belongs to (its registrable domain, as the browser's cookies see it), without
 * the whole public-suffix list: the last two labels, three under a second level such as
 * `com.es`, the whole subdomain on shared hosting; an IP address is its own site, and every
 * name of this computer (localhost, 127.0.0.1) is one site, for development.
 */
export function siteOf(host: string): string {
  const h = host.toLowerCase().replace(/\.$/, "");
  if (h === "localhost" || h === "127.0.0.1" || h.endsWith(".localhost")) return "localhost";
  if (/^[\d.]+$/.test(h) || h.startsWith("[")) return h;
  const labels = h.split(".");
  const shared = SHARED_HOSTING.find((s) => h === s || h.endsWith(`.${s}`));
  const n = shared
    ? shared.split(".").length + 1
    : labels.length > 2 && SECOND_LEVEL.has(labels[labels.length - 2]!)
      ? 3
      : 2;
  return labels.slice(-n).join(".");
}

/**
 * Reads the invitation page's address (`…/jugador/invitacion?servidor=…&bd=…&usuario=…`):
 * nothing but the three values, and a server on the page's own site or among `servers` (the
 * deployment's list, compared by origin).
 */
export function readInvitation(page: string | URL, servers: readonly string[]): InvitationRead {
  const url = new URL(page);
  const params = url.searchParams;
  const keys = [...params.keys()];
  if (keys.some((k) => PASSWORD_PARAMS.includes(k.toLowerCase())))
    return { ok: false, message: INVITATION_MESSAGES.password };
  const expected: string[] = Object.values(INVITATION_PARAMS);
  if (url.hash !== "" || keys.some((k) => !expected.includes(k)))
    return { ok: false, message: INVITATION_MESSAGES.extra };
  const one = (name: string) => {
    const all = params.getAll(name);
    // The same parameter twice: which one the coach meant is not known.
    return all.length === 1 ? all[0] : undefined;
  };
  const read = checkPlayerAccount({
    server: one(INVITATION_PARAMS.server),
    database: one(INVITATION_PARAMS.database),
    user: one(INVITATION_PARAMS.user),
  });
  if (!read.ok) return read;
  return isClubServer(read.value.server, url, servers)
    ? read
    : { ok: false, message: INVITATION_MESSAGES.site };
}

/** Whether `server` is on the site of the app's `page` or among the deployment's `servers`. */
export function isClubServer(server: string, page: string | URL, servers: readonly string[]) {
  const url = parseHttpUrl(server);
  if (!url) return false;
  const listed = servers.some((s) => parseHttpUrl(s)?.origin === url.origin);
  return listed || siteOf(url.hostname) === siteOf(new URL(page).hostname);
}

/** The query of the invitation link for an account (the coach's side builds the link with it). */
export function invitationQuery(account: PlayerAccount): string {
  return new URLSearchParams({
    [INVITATION_PARAMS.server]: account.server,
    [INVITATION_PARAMS.database]: account.database,
    [INVITATION_PARAMS.user]: account.user,
  }).toString();
}
