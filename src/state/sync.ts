// Staff sharing (issue "13 ·", docs/sync.md) as the screens and the top bar see it: the settings
// of this device, the status line, and the commands. The replication engine (src/sync/engine.ts,
// with PouchDB) is loaded with a dynamic import only when sharing is configured, so the first
// page never carries it.
import { useSyncExternalStore } from "react";
import { syncPasswordKey, syncPendingKey, syncSettingsKey } from "../config/storage-keys";
import type { SyncForm, SyncSettings, SyncState } from "../domain/sync-settings";
import { checkSyncForm, readSyncSettings } from "../domain/sync-settings";
import { readJsonKey, readRawKey, writeRaw } from "../storage/side-keys";
import type * as EngineModule from "../sync/engine";
import type { Conflict } from "../sync/engine";
import type { CommandResult } from "./result";
import { failed } from "./result";

export type SyncStatus = {
  state: SyncState;
  /** Documents changed on this device that the server does not have yet. */
  pending: number;
  /** Documents with competing versions waiting for the coach. */
  conflicts: number;
  /** Changes the server refused (validate_doc_update), one Spanish sentence each. */
  refused: string[];
  /** Why the server asks to sign in (wrong password, not a member...). */
  signinReason?: string;
};

const OFF: SyncStatus = { state: "off", pending: 0, conflicts: 0, refused: [] };
let status: SyncStatus = OFF;
const listeners = new Set<() => void>();

export function setSyncStatus(next: Partial<SyncStatus>) {
  status = { ...status, ...next };
  for (const l of listeners) l();
}

export function getSyncStatus(): SyncStatus {
  return status;
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribe, getSyncStatus, getSyncStatus);
}

/** The sharing settings of this device (undefined: sharing is off). */
export function getSyncSettings(): SyncSettings | undefined {
  return readSyncSettings(readJsonKey(syncSettingsKey));
}

export function hasSyncPassword(): boolean {
  return (readRawKey(syncPasswordKey) ?? "") !== "";
}

type Engine = typeof EngineModule;
let engine: Promise<Engine> | null = null;

function loadEngine(): Promise<Engine> {
  return (engine ??= import("../sync/engine"));
}

/** Starts sharing when this device has it configured (called once by the shell). */
export function startSyncIfConfigured(): void {
  const settings = getSyncSettings();
  const password = readRawKey(syncPasswordKey);
  if (!settings || !password) return;
  setSyncStatus({ state: "starting" });
  void loadEngine().then((m) => m.startEngine(settings, password));
}

/** Saves the settings (the password only on this device) and (re)starts sharing. */
export async function saveSyncSettings(form: SyncForm): Promise<CommandResult> {
  const checked = checkSyncForm(form, hasSyncPassword());
  if (!checked.ok) return failed(Object.values(checked.errors)[0]!);
  const { password, ...settings } = checked.value;
  const previous = getSyncSettings();
  const values: Record<string, string> = { [syncSettingsKey]: JSON.stringify(settings) };
  if (password !== "") values[syncPasswordKey] = password;
  const w = writeRaw(values);
  if (!w.ok) return failed(w.message);
  const m = await loadEngine();
  const sameTeam =
    previous && previous.server === settings.server && previous.database === settings.database;
  await m.stopEngine({ forget: !sameTeam && previous !== undefined });
  setSyncStatus({ ...OFF, state: "starting" });
  void m.startEngine(settings, password || (readRawKey(syncPasswordKey) ?? ""));
  return { ok: true };
}

/** Stops sharing on this device: the lists stay as they are; the password is forgotten. */
export async function stopSync(): Promise<CommandResult> {
  if (engine) await (await engine).stopEngine({ forget: true });
  try {
    for (const key of [syncSettingsKey, syncPasswordKey, syncPendingKey])
      globalThis.localStorage?.removeItem(key);
  } catch {
    return failed("No se pudo borrar la configuración de este navegador.");
  }
  setSyncStatus(OFF);
  return { ok: true };
}

/** The conflicts screen's access to the engine (loaded on demand). */
export async function syncEngine(): Promise<Engine | null> {
  return getSyncSettings() ? loadEngine() : null;
}

/** Hides the refused-change notices (the refused changes stay as they are on this device). */
export function dismissRefused(): void {
  setSyncStatus({ refused: [] });
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
