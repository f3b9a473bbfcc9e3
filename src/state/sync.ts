// Staff sharing (issue "13 ·", docs/sync.md) as the screens and the top bar see it: the settings
// of this device, the status line, and the commands. The replication engine (src/sync/engine.ts,
// with PouchDB) is loaded with a dynamic import only when sharing is configured, so the first
// page never carries it.
import { syncPasswordKey, syncPendingKey, syncSettingsKey } from "../config/storage-keys";
import type { SyncForm, SyncSettings } from "../domain/sync-settings";
import { checkSyncForm, readSyncSettings } from "../domain/sync-settings";
import { readJsonKey, readRawKey, writeRaw } from "../storage/side-keys";
import type * as EngineModule from "../sync/engine";
import type { Conflict } from "../sync/engine";
import type { CommandResult } from "./result";
import { failed } from "./result";
import { SYNC_OFF, setSyncStatus } from "./sync-status";

export { useSyncStatus } from "./sync-status";
export type { SyncStatus } from "./sync-status";

/** The sharing settings of this device (undefined: sharing is off). */
export function getSyncSettings(): SyncSettings | undefined {
  return readSyncSettings(readJsonKey(syncSettingsKey));
}

export function hasSyncPassword(): boolean {
  return (readRawKey(syncPasswordKey) ?? "") !== "";
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
  const settings = getSyncSettings();
  const password = readRawKey(syncPasswordKey);
  if (!settings || !password) {
    setSyncStatus(SYNC_OFF);
    return;
  }
  const m = await loadEngine();
  await m.startEngine(settings, password, setSyncStatus);
}

/** Saves the settings (the password only on this device) and (re)starts sharing. */
export async function saveSyncSettings(form: SyncForm): Promise<CommandResult> {
  const checked = checkSyncForm(form, hasSyncPassword());
  if (!checked.ok) return failed(Object.values(checked.errors)[0]!);
  const { password, ...settings } = checked.value;
  // The engine's code first: if it cannot be fetched, nothing is changed.
  let m: Engine;
  try {
    m = await loadEngine();
  } catch {
    return failed(ENGINE_UNAVAILABLE);
  }
  const previous = getSyncSettings();
  const values: Record<string, string> = { [syncSettingsKey]: JSON.stringify(settings) };
  if (password !== "") values[syncPasswordKey] = password;
  const w = writeRaw(values);
  if (!w.ok) return failed(w.message);
  const sameTeam =
    previous && previous.server === settings.server && previous.database === settings.database;
  await m.stopEngine({ forget: !sameTeam && previous !== undefined });
  setSyncStatus({ ...SYNC_OFF, state: "starting" });
  void m.startEngine(settings, password || (readRawKey(syncPasswordKey) ?? ""), setSyncStatus);
  return { ok: true };
}

/** Stops sharing on this device: the lists stay as they are; the password is forgotten. */
export async function stopSync(): Promise<CommandResult> {
  const loading = engine;
  if (loading) await loading.then((m) => m.stopEngine({ forget: true })).catch(() => undefined);
  try {
    for (const key of [syncSettingsKey, syncPasswordKey, syncPendingKey])
      globalThis.localStorage?.removeItem(key);
  } catch {
    return failed("No se pudo borrar la configuración de este navegador.");
  }
  setSyncStatus(SYNC_OFF);
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
