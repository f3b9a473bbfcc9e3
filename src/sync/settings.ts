// 'Configuración' → 'Compartir con el cuerpo técnico': the CouchDB server, the team's database
// and this person's user (docs/sync.md). Pure checks with Spanish messages for each field.
import { canConnect } from "../domain/data/connect-address";
import { parseHttpUrl } from "../domain/display/url";

export type SyncSettings = {
  /** The server's address without the database: 'https://equipo.example.org:6984'. */
  server: string;
  /** The team's database name. */
  database: string;
  user: string;
};

export type SyncForm = SyncSettings & { password: string };
export type SyncFormErrors = Partial<Record<keyof SyncForm, string>>;

export const SYNC_MESSAGES = {
  server: "Escribe la dirección del servidor, por ejemplo https://equipo.ejemplo.org:6984.",
  https:
    "La dirección debe empezar por https:// (solo un servidor en este mismo ordenador, localhost o 127.0.0.1, puede usar http://).",
  database:
    "El nombre de la base de datos empieza por una letra minúscula y solo lleva minúsculas, números y _ $ ( ) + - /.",
  user: "Escribe tu usuario del servidor.",
  password: "Escribe tu contraseña.",
} as const;

/**
 * True when the address may use plain http: the same computer only, under the names the app's
 * CSP lets it reach (connect-address.ts: [::1] and the rest of 127.0.0.0/8 cannot be listed).
 */
export function isLoopback(url: URL): boolean {
  return url.protocol === "http:" && canConnect(url);
}

/** CouchDB's rule for database names. */
export const DATABASE_NAME = /^[a-z][a-z0-9_$()+/-]*$/;

/** The server address as stored: no trailing slash, no path beyond what was typed. */
export function normalizeServer(text: string): string {
  return text.trim().replace(/\/+$/, "");
}

/** Checks the form; `passwordKept` when a password is already stored on this device. */
export function checkSyncForm(
  form: SyncForm,
  passwordKept = false,
):
  { ok: true; value: SyncSettings & { password: string } } | { ok: false; errors: SyncFormErrors } {
  const errors: SyncFormErrors = {};
  const server = normalizeServer(form.server);
  const url = parseHttpUrl(server);
  if (!url || url.username || url.password) errors.server = SYNC_MESSAGES.server;
  else if (url.protocol !== "https:" && !isLoopback(url)) errors.server = SYNC_MESSAGES.https;
  const database = form.database.trim();
  if (!DATABASE_NAME.test(database) || database.length > 238)
    errors.database = SYNC_MESSAGES.database;
  const user = form.user.trim();
  if (user === "") errors.user = SYNC_MESSAGES.user;
  if (form.password === "" && !passwordKept) errors.password = SYNC_MESSAGES.password;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { server, database, user, password: form.password } };
}

/** The stored settings as this version reads them (`banquilloSync`). */
export type StoredSync =
  | { kind: "off" }
  | { kind: "on"; settings: SyncSettings }
  /** Kept as stored, never connected to: the address is one the app may no longer reach. */
  | { kind: "address"; settings: SyncSettings; message: string };

/**
 * Why a stored address is not used. Earlier versions accepted any address of this computer
 * over http ([::1], 127.0.0.2); the browser blocks those under the app's CSP (connect-address.ts).
 */
export function addressNotAcceptedMessage(server: string): string {
  return `La dirección guardada para compartir (${server}) ya no se admite: el navegador no deja a la app conectarse a ella, porque con http:// solo admite este mismo ordenador escrito como localhost o 127.0.0.1. Escríbela así (por ejemplo http://localhost:5984) o usa una dirección https://, y pulsa 'Guardar y conectar'. Mientras tanto este dispositivo no comparte nada; su configuración y sus datos siguen guardados.`;
}

/**
 * Reads the stored settings. Settings whose only fault is an http address the app may no longer
 * reach are kept (and reported), so sharing never turns off silently; anything else malformed
 * reads as "not configured".
 */
export function readStoredSync(raw: unknown): StoredSync {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return { kind: "off" };
  const r = raw as Record<string, unknown>;
  if (typeof r.server !== "string" || typeof r.database !== "string" || typeof r.user !== "string")
    return { kind: "off" };
  const checked = checkSyncForm(
    { server: r.server, database: r.database, user: r.user, password: "" },
    true,
  );
  if (checked.ok) {
    const { server, database, user } = checked.value;
    return { kind: "on", settings: { server, database, user } };
  }
  const faults = Object.keys(checked.errors);
  if (faults.length === 1 && checked.errors.server === SYNC_MESSAGES.https) {
    const server = normalizeServer(r.server);
    return {
      kind: "address",
      settings: { server, database: r.database.trim(), user: r.user.trim() },
      message: addressNotAcceptedMessage(server),
    };
  }
  return { kind: "off" };
}

/** The stored settings this device connects with; anything else reads as "not configured". */
export function readSyncSettings(raw: unknown): SyncSettings | undefined {
  const stored = readStoredSync(raw);
  return stored.kind === "on" ? stored.settings : undefined;
}
