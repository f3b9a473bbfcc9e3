// The coach's ownership of the data: backup, restore, clear, rebuild totals, storage health.
// A backup holds each list exactly as stored (parsed from its text, never re-shaped), and a
// restore writes those same values back, so a round trip leaves every key's text identical.
import { APP_VERSION, listLabels } from "../config/app";
import { listKeys, storageKeys } from "../config/storage-keys";
import type { ListKey } from "../config/storage-keys";
import {
  backupFileName,
  buildBackup,
  countsOf,
  invalidItemsText,
  readBackup,
  repairedItemsText,
} from "../domain/data/backup";
import type { BackupData, BackupTraining, BackupTrainingKey } from "../domain/data/backup";
import { BACKUP_TRAINING } from "../domain/data/backup";
import {
  parseTraining,
  readTrainingValue,
  trainingKeyList,
  trainingKeys,
  trainingWrite,
} from "../storage/training";
import type { TrainingChanges, TrainingKey } from "../storage/training";
import { todayIso } from "../domain/base/dates";
import { localStorageChars, parseListValue, readRawList } from "../storage/repository";
import { migrate } from "../storage/migrations";
import { CURRENT_SCHEMA_VERSION, schemaVersionText } from "../storage/schema-version";
import type { RawLists } from "../storage/schema-version";
import { playerAccountsKey, schemaKey } from "../config/storage-keys";
import { getGuardians, getPlayerAccounts, playerAccountsText } from "./player-accounts";
import { readPlayerAccounts } from "../domain/replies/coach";
import { readGuardians } from "../domain/replies/accounts-file";
import type { Guardian } from "../domain/replies/accounts-file";
import { commit, getList, getSideText, useList, useStoreVersion } from "./store";
import { getAiSettings } from "./settings";
import { failed, fromWrite } from "./result";
import type { Refused } from "./sync-preflight";
import { fixRestore, restorePreflight } from "./sync-preflight";

export type BackupFile = { fileName: string; text: string; warnings: string[] };

/** A list's stored value as it is; undefined when its text is damaged. */
function storedList(key: ListKey): unknown[] | undefined {
  const raw = readRawList(key);
  if (raw === null || raw.trim() === "") return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null) return [];
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The backup file of everything stored now. A list the readers read whole (repaired or not) goes
 * in exactly as stored; a damaged list, or one with items the readers cannot read, goes in with
 * its readable items, so the file always restores to what the app shows.
 */
export function exportBackup(now: Date = new Date()): BackupFile {
  const data = {} as BackupData;
  const warnings: string[] = [];
  for (const key of listKeys) {
    const stored = storedList(key);
    const read = getList(key);
    if (stored && !(read.issue && read.issue.dropped > 0)) data[key] = stored;
    else {
      data[key] = read.items;
      warnings.push(
        `La lista «${listLabels[key]}» está dañada: la copia incluye solo sus elementos legibles.`,
      );
    }
  }
  const { baseUrl, model } = getAiSettings();
  const training = {} as BackupTraining;
  for (const key of trainingKeyList) {
    const read = storedTraining(key);
    training[trainingKeys[key]] = read.value;
    if (read.unreadable)
      warnings.push(
        `Los datos de entrenamiento «${key}» están dañados: la copia no los incluye (su texto sigue guardado en este navegador).`,
      );
  }
  const envelope = buildBackup({
    data,
    training,
    exportedAt: now.toISOString(),
    appVersion: APP_VERSION,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    aiSettings: { baseUrl, model },
    playerAccounts: { accounts: getPlayerAccounts(), guardians: getGuardians() },
  });
  return {
    fileName: backupFileName(todayIso(now)),
    text: JSON.stringify(envelope, null, 2),
    warnings,
  };
}

export type RestorePreview = {
  source: "banquillo" | "original";
  exportedAt?: string;
  appVersion?: string;
  counts: Record<ListKey, number>;
  /** The lists to write: the file's, migrated to this app's schema version. */
  data: BackupData;
  /** The file's schema version, and the migrations its lists went through. */
  schemaVersion: number;
  migrated: string[];
  /**
   * Lists with values the readers repair, as they would on opening the app ('1 elemento de
   * «Jugadores» (el primero es el n.º 2, «Ana»)'). Their `data` holds the repaired items.
   */
  repaired: string[];
  /**
   * The file's AI connection when it differs from this browser's. It is never applied: a restore
   * keeps where the API key is sent; the preview says so.
   */
  ignoredAiSettings?: { baseUrl: string; model: string };
  /** The training keys to write (read with their readers) and how many items each holds. */
  training: BackupTraining;
  trainingCounts: Record<BackupTrainingKey, number>;
  /** The players' accounts the file holds, read (absent: the file has none; this device's stay). */
  playerAccounts?: ReturnType<typeof readPlayerAccounts>["value"];
  /** The guardians the file holds beside the accounts (absent: this device's stay). */
  guardians?: Guardian[];
  /** While this device shares a team: what the restore would send that its server refuses. */
  refused: Refused[];
};

/** Shown in the preview when the file points the AI connection elsewhere. */
export const AI_CONNECTION_KEPT =
  "La copia trae otra conexión de IA; se mantiene la de este navegador (tu clave de API solo se envía a la dirección para la que la escribiste). Puedes cambiarla en «Configuración».";

/**
 * Reads a chosen file and validates every list with the storage schemas. Nothing is written:
 * the coach sees what it holds first.
 */
export function previewBackup(
  text: string,
): { ok: true; value: RestorePreview } | { ok: false; message: string } {
  const read = readBackup(text, CURRENT_SCHEMA_VERSION);
  if (!read.ok) return read;
  // An older file is migrated like older stored data (ids, links); nothing is written yet.
  const { lists, applied } = migrate(read.data as RawLists, read.schemaVersion);
  const data = { ...(lists as BackupData) };
  // The same readers as on opening the app. Items they cannot read would be lost: the file is
  // refused, naming how many and the first. Values they repair (a name over its limit, a
  // repeated id) are restored repaired, exactly as the app would show them, and the preview
  // says so: what the app accepts on opening, it accepts in a restore.
  const problems: string[] = [];
  const repaired: string[] = [];
  for (const key of listKeys) {
    const list = data[key];
    const read = parseListValue(key, list);
    const issue = read.issue;
    if (!issue) continue;
    const label = listLabels[key];
    if (issue.kind === "not-a-list" || issue.kind === "invalid-json") {
      problems.push(`la lista «${label}» no es una lista`);
    } else if (issue.dropped > 0) {
      const at = issue.firstDropped ?? 0;
      problems.push(invalidItemsText(label, issue.dropped, at, list[at]));
    } else {
      const at = issue.firstRepaired ?? 0;
      repaired.push(repairedItemsText(label, issue.repaired ?? 0, at, list[at]));
      data[key] = read.items;
    }
  }
  const training = {} as BackupTraining;
  const trainingCounts = {} as Record<BackupTrainingKey, number>;
  for (const key of trainingKeyList) {
    const name = trainingKeys[key];
    const r = readTrainingValue(key, read.training[name]);
    if (!r) problems.push(`los datos de entrenamiento «${name}» no son una lista`);
    else {
      if (r.items.length < read.training[name].length)
        problems.push(
          `${read.training[name].length - r.items.length} elementos de «${name}» no son válidos`,
        );
      training[name] = r.items;
      trainingCounts[name] = r.items.length;
    }
  }
  if (problems.length > 0) {
    return failed(`La copia está dañada: ${problems.join("; ")}. No se ha cambiado nada.`);
  }
  return {
    ok: true,
    value: {
      source: read.source,
      exportedAt: read.exportedAt,
      appVersion: read.appVersion,
      counts: countsOf(data),
      data,
      schemaVersion: read.schemaVersion,
      migrated: applied,
      repaired,
      training,
      trainingCounts,
      refused: restorePreflight({ data, training }),
      ...(differs(read.aiSettings) ? { ignoredAiSettings: read.aiSettings } : {}),
      ...(read.playerAccounts
        ? {
            playerAccounts: readPlayerAccounts(read.playerAccounts).value,
            // A file from before guardians were backed up leaves this device's as they are.
            ...("guardians" in read.playerAccounts
              ? { guardians: readGuardians(read.playerAccounts) }
              : {}),
          }
        : {}),
    },
  };
}

/** The preview with what the server would refuse fixed where it can be (the file does not change). */
export function fixRestorePreview(p: RestorePreview): RestorePreview {
  const fixed = fixRestore(p);
  return { ...fixed, refused: restorePreflight(fixed) };
}

function differs(file: { baseUrl: string; model: string } | undefined) {
  if (!file) return false;
  const here = getAiSettings();
  return file.baseUrl.trim() !== here.baseUrl || file.model.trim() !== here.model;
}

/** How many items each list holds now (what a restore or a clear would lose). */
export function currentCounts(): Record<ListKey, number> {
  return countsOf(Object.fromEntries(listKeys.map((k) => [k, getList(k).items])));
}

/** The same, following every change. */
export function useCurrentCounts(): Record<ListKey, number> {
  const players = useList("players");
  const matches = useList("matches");
  const formations = useList("formations");
  const rivals = useList("rivals");
  const matchPlans = useList("matchPlans");
  const savedInsights = useList("savedInsights");
  const fixtures = useList("fixtures");
  const availability = useList("availability");
  return countsOf({
    players,
    matches,
    formations,
    rivals,
    matchPlans,
    savedInsights,
    fixtures,
    availability,
  });
}

/** Lists whose stored text is damaged: copied aside before they are replaced. */
function damagedKeys(): string[] {
  return listKeys.filter((k) => getList(k).issue).map((k) => storageKeys[k]);
}

/** A training key as the store holds it. */
const storedTraining = (key: TrainingKey) => parseTraining(key, getSideText(trainingKeys[key]));

/** How many training items are stored now, by storage key. */
export function currentTrainingCounts(): Record<BackupTrainingKey, number> {
  const out = {} as Record<BackupTrainingKey, number>;
  for (const k of trainingKeyList) out[trainingKeys[k]] = storedTraining(k).value.length;
  return out;
}
export { BACKUP_TRAINING };

/** The same, following every change (a text snapshot keeps the store's comparison stable). */
export function useCurrentTrainingCounts(): Record<BackupTrainingKey, number> {
  const text = useStoreVersion(() => JSON.stringify(currentTrainingCounts()));
  return JSON.parse(text) as Record<BackupTrainingKey, number>;
}

/**
 * Replaces every list (the spec's six and ours), training and, when the file holds them, the
 * players' accounts with the backup's (migrated to this version), with the schema version, as one
 * commit. This browser's AI connection is kept as it is: a file never decides where the API key
 * is sent.
 */
export function restoreBackup(preview: RestorePreview) {
  const values: Record<string, string> = { [schemaKey]: schemaVersionText() };
  for (const key of listKeys) values[storageKeys[key]] = JSON.stringify(preview.data[key]);
  if (preview.playerAccounts)
    values[playerAccountsKey] = playerAccountsText(preview.playerAccounts, preview.guardians);
  const training = trainingWith((k) => preview.training[trainingKeys[k]] ?? []);
  return fromWrite(
    commit({}, { ...values, ...training.values }, [...damagedKeys(), ...training.preserve]),
  );
}

/** Empties every list and training, in one write (the AI connection stays). Damaged lists are
 * copied aside first. */
export function clearAllData() {
  const empty = Object.fromEntries(listKeys.map((k) => [k, []]));
  const training = trainingWith(() => []);
  return fromWrite(commit(empty, training.values, training.preserve));
}

/** Every training key's text, with those whose stored text is damaged to copy aside first. */
const trainingWith = (items: (key: TrainingKey) => unknown[]) =>
  trainingWrite(
    Object.fromEntries(trainingKeyList.map((k) => [k, items(k)])) as TrainingChanges,
    getSideText,
  );

/** Characters the site keeps in localStorage (every key, as the quota counts them), re-read
 * whenever the app writes. */
export function useStorageUsage(): number {
  return useStoreVersion(localStorageChars);
}

export type Persistence = "persisted" | "not-persisted" | "unsupported";

export async function persistenceState(): Promise<Persistence> {
  const s = globalThis.navigator?.storage;
  if (!s || typeof s.persisted !== "function") return "unsupported";
  try {
    return (await s.persisted()) ? "persisted" : "not-persisted";
  } catch {
    return "unsupported";
  }
}

/** Asks the browser to keep the data even under storage pressure; says whether it agreed. */
export async function requestPersistence(): Promise<Persistence> {
  const s = globalThis.navigator?.storage;
  if (!s || typeof s.persist !== "function") return "unsupported";
  try {
    return (await s.persist()) ? "persisted" : "not-persisted";
  } catch {
    return "unsupported";
  }
}
