// 'Configuración' → 'Compartir con el cuerpo técnico': the CouchDB server, the team's database
// and this person's user (docs/sync.md). The form's rules with a Spanish message for each field;
// the stored settings are read with the same rules (sync/settings.ts).
import { parseHttpUrl } from "../base/url";
import { canConnect } from "./connect-address";

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

/** CouchDB's rule for database names. */
export const isDatabaseName = (name: string) =>
  /^[a-z][a-z0-9_$()+/-]*$/.test(name) && name.length <= 238;

/** The server address as stored: no trailing slash, no path beyond what was typed. */
export function normalizeServer(text: string): string {
  return text.trim().replace(/\/+$/, "");
}

/** Each bad field with its message, in the order of the fields; `passwordKept` when this device
 * may go without one (a session, or an earlier version's password). */
export function sharingFormIssues(
  form: SyncForm,
  passwordKept = false,
): { path: [keyof SyncForm]; message: string }[] {
  const url = parseHttpUrl(normalizeServer(form.server));
  const server =
    !url || url.username || url.password
      ? SYNC_MESSAGES.server
      : // Plain http only on this computer, under the names the app's CSP lets it reach.
        url.protocol !== "https:" && !(url.protocol === "http:" && canConnect(url))
        ? SYNC_MESSAGES.https
        : "";
  const errors: SyncFormErrors = {
    server,
    database: isDatabaseName(form.database.trim()) ? "" : SYNC_MESSAGES.database,
    user: form.user.trim() === "" ? SYNC_MESSAGES.user : "",
    password: form.password === "" && !passwordKept ? SYNC_MESSAGES.password : "",
  };
  return Object.entries(errors)
    .filter(([, message]) => message)
    .map(([path, message]) => ({ path: [path as keyof SyncForm], message: message! }));
}

/** Checks the form; `passwordKept` when a password is already stored on this device. */
export function checkSyncForm(
  form: SyncForm,
  passwordKept = false,
): { ok: true; value: SyncForm } | { ok: false; errors: SyncFormErrors } {
  const issues = sharingFormIssues(form, passwordKept);
  if (issues.length > 0)
    return { ok: false, errors: Object.fromEntries(issues.map((i) => [i.path[0], i.message])) };
  const [server, database, user] = [normalizeServer(form.server), form.database, form.user];
  return {
    ok: true,
    value: { server, database: database.trim(), user: user.trim(), password: form.password },
  };
}
