// Staff sharing (docs/sync.md) as the screens and the top bar see it: the settings
// of this device, the status line, and the commands. The replication engine (src/sync/engine.ts,
// with PouchDB) is loaded with a dynamic import only when sharing is configured, so the first
// page never carries it.
import { syncPasswordKey, syncPendingKey, syncSettingsKey } from "../config/storage-keys";
import { checkSyncForm, normalizeServer } from "../domain/data/sharing-form";
import type { SyncForm, SyncSettings } from "../domain/data/sharing-form";
import type { StoredSync } from "../sync/settings";
import { readStoredSync } from "../sync/settings";
import { readSideText, sideKeyText } from "../storage/side-keys";
import type { SideKeySpec } from "../storage/side-keys";
import { signIn, signOut } from "../sync/session";
import type * as EngineModule from "../sync/engine";
import type { Conflict } from "../sync/engine";
import type { CommandResult } from "./result";
import { failed } from "./result";
import { commit, getSide, getSideText } from "./store";
import { SYNC_OFF, getSyncStatus, setSyncStatus } from "./sync-line";
import { syncPort } from "./sync-port";
import { setReplies } from "./replies";

export { useSyncStatus } from "./sync-line";
// The status texts, for the settings screen.
export { statusText } from "../sync/status";
export type { SyncStatus } from "./sync-line";

/** The side key's reader: its migrations, then the sharing settings' reader. */
const syncSettingsSide: SideKeySpec<StoredSync> = {
  kind: "sync",
  read: (v) => ({ value: readStoredSync(v), repaired: false }),
  fallback: () => ({ kind: "off" }),
};

/** The stored settings, also those kept unused because their address is no longer accepted. */
export function getStoredSync(): StoredSync {
  return getSide(syncSettingsKey, (raw) => readSideText(raw, syncSettingsSide).value);
}

/** The sharing settings this device connects with (undefined: sharing is off or on hold). */
export function getSyncSettings(): SyncSettings | undefined {
  const stored = getStoredSync();
  return stored.kind === "on" ? stored.settings : undefined;
}

/**
 * The password an earlier version stored, when the form keeps the stored user and database (the
 * coach correcting an address no longer accepted): it opens the session once, then is deleted.
 */
function storedPassword(form: { database: string; user: string }): string {
  const stored = getStoredSync();
  if (stored.kind === "off") return "";
  const same =
    stored.settings.database === form.database.trim() && stored.settings.user === form.user.trim();
  return same ? (getSideText(syncPasswordKey) ?? "") : "";
}

/** Whether the form may leave the password empty: a session, or an earlier version's password. */
export function passwordKept(form: SyncForm): boolean {
  return sessionKept(form) || storedPassword(form) !== "";
}

/**
 * Whether saving the settings may skip the password: this device has a session with the same
 * server and user (the browser holds its cookie) that the server has not refused.
 */
export function sessionKept(settings: { server: string; user: string }): boolean {
  const previous = getSyncSettings();
  return (
    previous !== undefined &&
    previous.server === normalizeServer(settings.server) &&
    previous.user === settings.user.trim() &&
    getSyncStatus().state !== "signin" &&
    getSyncStatus().state !== "off"
  );
}

type Engine = typeof EngineModule;
let engine: Promise<Engine> | null = null;

/** The engine's code; a failed fetch (offline before it was cached) is tried again next time. */
function loadEngine(): Promise<Engine> {
  engine ??= import("../sync/engine").catch((e: unknown) => {
    engine = null;
    throw e;
  });
  return engine;
}

const ENGINE_UNAVAILABLE =
  "No se pudo cargar la función de compartir: vuelve a intentarlo con conexión.";

/**
 * Starts sharing with the stored settings (state/sync-status.ts calls it at start-up). Rejects
 * when the engine's code cannot be fetched, so the caller can say so and try again.
 */
export async function startConfigured(): Promise<void> {
  const stored = getStoredSync();
  if (stored.kind === "address") {
    // Kept, not connected to: the status and the settings say why (docs/sync.md).
    setSyncStatus({ ...SYNC_OFF, state: "address", detail: stored.message });
    return;
  }
  if (stored.kind === "off") {
    setSyncStatus(SYNC_OFF);
    return;
  }
  const settings = stored.settings;
  const m = await loadEngine();
  await m.startEngine(settings, syncPort(setSyncStatus));
}

/**
 * Saves the settings and (re)starts sharing. The password only opens a session on the server
 * (its cookie stays in the browser); it is never stored (docs/sync.md).
 */
export async function saveSyncSettings(form: SyncForm): Promise<CommandResult> {
  const checked = checkSyncForm(form, passwordKept(form));
  if (!checked.ok) return failed(Object.values(checked.errors)[0]!);
  const { password: typed, ...settings } = checked.value;
  const password = typed || storedPassword(settings);
  // The engine's code first: if it cannot be fetched, nothing is changed.
  let m: Engine;
  try {
    m = await loadEngine();
  } catch {
    return failed(ENGINE_UNAVAILABLE);
  }
  if (password !== "") {
    const session = await signIn(settings.server, settings.user, password);
    if (!session.ok) {
      // An earlier version's password the server refused is of no more use: ask for it.
      if (!typed && !session.offline) commit({}, { [syncPasswordKey]: null });
      return failed(session.message);
    }
  }
  const previous = getSyncSettings();
  // The settings, and the password an earlier version stored forgotten: the session replaces it.
  const w = commit(
    {},
    { [syncSettingsKey]: sideKeyText("sync", settings), [syncPasswordKey]: null },
  );
  if (!w.ok) return failed(w.message);
  const sameTeam =
    previous && previous.server === settings.server && previous.database === settings.database;
  await m.stopEngine({ forget: !sameTeam && previous !== undefined });
  setSyncStatus({ ...SYNC_OFF, state: "starting" });
  void m.startEngine(settings, syncPort(setSyncStatus));
  return { ok: true };
}

/** Stops sharing on this device: the lists stay as they are; the session is ended. */
export async function stopSync(): Promise<CommandResult> {
  const loading = engine;
  const settings = getSyncSettings();
  if (loading)
    await loading
      .then(async (m) => {
        await m.stopEngine({ forget: true });
        if (settings) await signOut(settings.server);
      })
      .catch(() => undefined);
  const off = { [syncSettingsKey]: null, [syncPasswordKey]: null, [syncPendingKey]: null };
  if (!commit({}, off).ok) return failed("No se pudo borrar la configuración de este navegador.");
  setSyncStatus(SYNC_OFF);
  // No replies are shown once sharing is off.
  setReplies({ events: [], replies: [] }, false);
  return { ok: true };
}

/** The conflicts screen's access to the engine (loaded on demand). */
export async function syncEngine(): Promise<Engine | null> {
  return getSyncSettings() ? loadEngine() : null;
}

/** Forgets the engine's refused-change notices. */
export function dismissEngineNotices(): void {
  if (engine) void engine.then((m) => m.dismissRefused());
}

export type { Conflict, ConflictVersion } from "../sync/engine";

/** Every document with competing versions ([] while sharing is off). */
export async function loadConflicts(): Promise<Conflict[]> {
  const m = await syncEngine();
  return m ? m.listConflicts() : [];
}

/** Keeps `body` as the only version of the document, on every device after the next sync. */
export async function resolveConflict(
  id: string,
  body: Record<string, unknown>,
): Promise<CommandResult> {
  const m = await syncEngine();
  if (!m) return failed("Compartir no está activado en este dispositivo.");
  try {
    await m.resolveConflict(id, body);
    return { ok: true };
  } catch {
    return failed(
      "No se pudo guardar la versión elegida: el documento cambió mientras tanto. Vuelve a intentarlo.",
    );
  }
}
