// The sharing settings as stored (`banquilloSync`), read with the form's rules
// (domain/data/sharing-form.ts).
import { checkSyncForm, normalizeServer, SYNC_MESSAGES } from "../domain/data/sharing-form";
import type { SyncSettings } from "../domain/data/sharing-form";

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
