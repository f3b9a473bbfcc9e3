// Before a restore or a first connection sends anything (docs/sync.md, "Antes de enviar"): what
// the team's server would refuse, told with the count and the first, and the fixes the coach may
// take; what he keeps unfixed is sent and refused, and stays on this device.
import { listKeys } from "../config/storage-keys";
import type { ListKey } from "../config/storage-keys";
import type { BackupData, BackupTraining } from "../domain/data/backup";
import { normalizeServer } from "../domain/data/sharing-form";
import type { ListChanges } from "../storage/repository";
import { trainingKeyList, trainingKeys, trainingWrite } from "../storage/training";
import type { TrainingChanges, TrainingKey } from "../storage/training";
import type { LocalData } from "../sync/documents";
import { emptyLocalData } from "../sync/documents";
import { readLocal } from "../sync/local-lists";
import type { Refused } from "../sync/preflight";
import { fixLocal, refusedDocs } from "../sync/preflight";
import type { CommandResult } from "./result";
import { fromWrite } from "./result";
import { commit, getSideText } from "./store";
import { getStoredSync } from "./sync";
import { setSyncStatus } from "./sync-line";
import { syncPort } from "./sync-port";

export type { Refused } from "../sync/preflight";
export { refusedText } from "../sync/preflight";

/** Whether this device shares a team now (a restore would send what it restores). */
export const sharing = () => getStoredSync().kind === "on";

/** Whether saving these settings connects to a team this device does not share yet. */
export function firstConnection(form: { server: string; database: string }): boolean {
  const stored = getStoredSync();
  return (
    stored.kind === "off" ||
    stored.settings.server !== normalizeServer(form.server) ||
    stored.settings.database !== form.database.trim()
  );
}

const here = (): LocalData => readLocal(syncPort(setSyncStatus));

/** What this device would send on connecting that the team's server refuses. */
export const sharingPreflight = (): Refused[] => refusedDocs(here());

/** Fixes in this device's lists and training what can be fixed of that, in one write. */
export function fixBeforeSharing(): CommandResult {
  const local = here();
  const fixed = fixLocal(local);
  const lists: ListChanges = {};
  for (const k of listKeys)
    if (fixed[k] !== local[k]) (lists as Record<ListKey, unknown[]>)[k] = fixed[k];
  const training: TrainingChanges = {};
  for (const k of trainingKeyList) {
    const name = trainingKeys[k];
    if (fixed[name] !== local[name]) (training as Record<TrainingKey, unknown[]>)[k] = fixed[name];
  }
  const { values, preserve } = trainingWrite(training, getSideText);
  return fromWrite(commit(lists, values, preserve));
}

type Restorable = { data: BackupData; training: BackupTraining };
const restored = (p: Restorable): LocalData => emptyLocalData({ ...p.data, ...p.training });

/** What a restore of `p` would send that the team's server refuses ([] while not sharing). */
export const restorePreflight = (p: Restorable): Refused[] =>
  sharing() ? refusedDocs(restored(p)) : [];

/** `p` with what can be fixed of that fixed; the file does not change. */
export function fixRestore<P extends Restorable>(p: P): P {
  const fixed = fixLocal(restored(p));
  const data = { ...p.data };
  for (const k of listKeys) (data as Record<ListKey, unknown[]>)[k] = fixed[k];
  const training = { ...p.training };
  for (const k of trainingKeyList) training[trainingKeys[k]] = fixed[trainingKeys[k]];
  return { ...p, data, training };
}
