// The engine's two ways between the spec's lists and the documents: what this device stores now
// (read through the port), and the documents written back to the lists, through the same list
// readers the app uses, with every figure derived again from the matches.
import {
  listKeys,
  playerAccountsKey,
  teamSettingsKey,
  savedInsightsMetaKey,
} from "../config/storage-keys";
import { listLabels } from "../config/app";
import { readGuardians } from "../domain/replies/accounts-file";
import { readPlayerAccounts } from "../domain/replies/coach";
import { jsonOf, sideKeyText } from "../storage/side-keys";
import type { ListKey } from "../config/storage-keys";
import { writeFigures } from "../domain/figures/figures";
import { zeroFormationTotals, zeroPlayerStats, zeroRivalTotals } from "../domain/figures/counters";
import { readLiveMatch } from "../domain/live/live-match";
import { alignInsightMeta } from "../domain/records/saved-insights";
import { readTeamSettings } from "../domain/records/team-settings";
import type { ListChanges, RawValues } from "../storage/repository";
import { parseListValue } from "../storage/repository";
import {
  parseTraining,
  readTrainingValue,
  trainingKeyList,
  trainingKeys,
  trainingWrite,
} from "../storage/training";
import type { TrainingChanges, TrainingKey, TrainingLists } from "../storage/training";
import type { DocMap, LocalData } from "./documents";
import { liveAfterSync, toDocs } from "./documents";
import { stableJson } from "./stable-json";
import type { DocCache } from "./local-db";
import { allBodies } from "./local-db";
import type { SyncPort } from "./port";

/** A side key's JSON as stored (undefined when absent or not JSON). */
export const sideJson = (port: SyncPort, key: string): unknown => jsonOf(port.getSide(key));

/** A training key's readable items as stored. */
const storedTraining = <K extends TrainingKey>(port: SyncPort, k: K) =>
  parseTraining(k, port.getSide(trainingKeys[k])).value;

/** Everything synced, as this device stores it now. */
export function readLocal(port: SyncPort): LocalData {
  const lists = Object.fromEntries(listKeys.map((k) => [k, port.getList(k).items])) as Record<
    ListKey,
    unknown[]
  >;
  return {
    players: lists.players,
    formations: lists.formations,
    rivals: lists.rivals,
    matches: lists.matches,
    matchPlans: lists.matchPlans,
    savedInsights: lists.savedInsights,
    savedInsightsMeta: sideJson(port, savedInsightsMetaKey),
    fixtures: lists.fixtures,
    availability: lists.availability,
    ...(Object.fromEntries(
      trainingKeyList.map((k) => [trainingKeys[k], storedTraining(port, k)]),
    ) as Pick<LocalData, (typeof trainingKeys)[TrainingKey]>),
    teamSettings: sideJson(port, teamSettingsKey),
    liveMatch: port.live.get(),
    playerAccounts: sideJson(port, playerAccountsKey),
  };
}

const trainingLabels: Record<TrainingKey, string> = {
  sessions: "Sesiones de entrenamiento",
  series: "Series de entrenamiento",
  attendance: "Asistencia a entrenamientos",
  templates: "Plantillas de sesión",
};

/** What did not fit: the list's label, how many items this browser holds of the server's. */
const leftOutText = (label: string, here: number, server: number) =>
  `«${label}»: ${here} de ${server}`;

/**
 * Writes the training keys the documents describe where they differ from what is stored: all at
 * once, or each on its own when the browser's storage is full. Returns whether something was
 * written, and what did not fit.
 */
function applyTraining(port: SyncPort, next: TrainingLists): string[] {
  const changes: TrainingChanges = {};
  for (const k of trainingKeyList) {
    if (stableJson(next[k]) !== stableJson(storedTraining(port, k)))
      (changes as Record<TrainingKey, unknown>)[k] = next[k];
  }
  const write = (c: TrainingChanges) => {
    const { values, preserve } = trainingWrite(c, (key) => port.getSide(key));
    return port.commit({}, values, preserve);
  };
  const keys = Object.keys(changes) as TrainingKey[];
  const all = keys.length > 0 ? write(changes) : ({ ok: true } as const);
  if (all.ok || all.reason !== "quota") return [];
  return keys.flatMap((k) =>
    write({ [k]: changes[k] } as TrainingChanges).ok
      ? []
      : [leftOutText(trainingLabels[k], storedTraining(port, k).length, changes[k]!.length)],
  );
}

/** The spec's lists the documents describe, read through the list readers, figures derived. */
export function projectLists(data: LocalData): ListChanges {
  const read = <K extends ListKey>(key: K, items: unknown[]) => parseListValue(key, items).items;
  const players = read(
    "players",
    data.players.map((p) => ({ ...(p as object), stats: zeroPlayerStats() })),
  );
  const formations = read(
    "formations",
    data.formations.map((f) => ({ ...zeroFormationTotals(), ...(f as object) })),
  );
  const rivals = read(
    "rivals",
    data.rivals.map((r) => ({ ...zeroRivalTotals(), ...(r as object) })),
  );
  const matches = read("matches", data.matches);
  const figures = writeFigures({ players, formations, rivals }, matches);
  return {
    ...figures,
    matches,
    matchPlans: read("matchPlans", data.matchPlans),
    savedInsights: read("savedInsights", data.savedInsights),
    fixtures: read("fixtures", data.fixtures),
    availability: read("availability", data.availability),
  };
}

/**
 * What the documents give every synced key, read through the readers the app reads it with, so
 * every count, length and span stays within their limits whoever wrote the documents.
 */
export function readRemote(data: LocalData) {
  const lists = projectLists(data);
  const training = {} as TrainingLists;
  for (const k of trainingKeyList)
    (training as Record<TrainingKey, unknown>)[k] =
      readTrainingValue(k, data[trainingKeys[k]])?.items ?? [];
  return {
    lists,
    training,
    savedInsightsMeta: alignInsightMeta(lists.savedInsights!, data.savedInsightsMeta),
    teamSettings: data.teamSettings === undefined ? undefined : readTeamSettings(data.teamSettings),
    playerAccounts:
      data.playerAccounts === undefined ? undefined : readPlayerAccounts(data.playerAccounts).value,
    guardians: data.playerAccounts === undefined ? undefined : readGuardians(data.playerAccounts),
    liveMatch: data.liveMatch === undefined ? undefined : readLiveMatch(data.liveMatch),
  };
}

/**
 * Writes the projection where it differs from what is stored. Returns what did not fit in the
 * browser's storage (Spanish, one entry a list): the lists are written all at once, or, when
 * that does not fit, each on its own, so what fits is shown and what does not is named.
 */
export function applyLocal(port: SyncPort, data: LocalData): string[] {
  const remote = readRemote(data);
  const { lists } = remote;
  const changes: ListChanges = {};
  for (const key of listKeys) {
    const next = lists[key]!;
    if (stableJson(next) !== stableJson(port.getList(key).items))
      (changes as Record<ListKey, unknown>)[key] = next;
  }
  const leftOut: string[] = [];
  const changed = Object.keys(changes) as ListKey[];
  const r = changed.length > 0 ? port.commit(changes) : ({ ok: true } as const);
  if (!r.ok && r.reason === "quota") {
    for (const key of changed) {
      if (port.commit({ [key]: changes[key] }).ok) continue;
      const here = port.getList(key).items.length;
      leftOut.push(leftOutText(listLabels[key], here, lists[key]!.length));
    }
  }
  const raw: RawValues = {};
  // The side keys go through the readers the app reads them with, as the lists do.
  const side: [string, unknown][] = [
    [savedInsightsMetaKey, remote.savedInsightsMeta],
    [teamSettingsKey, remote.teamSettings],
  ];
  for (const [key, value] of side) {
    const current = sideJson(port, key);
    const emptyList = Array.isArray(value) && value.length === 0 && current === undefined;
    if (value === undefined || emptyList) continue;
    if (stableJson(value) !== stableJson(current)) raw[key] = JSON.stringify(value);
  }
  // The accounts: none on the server leaves this device's as they are (a device that linked
  // players before sharing started pushes them); else the server's, read by their reader.
  // The guardians travel with them, as their own documents.
  if (remote.playerAccounts !== undefined) {
    const { playerAccounts: accounts, guardians = [] } = remote;
    const stored = sideJson(port, playerAccountsKey);
    const current = {
      accounts: readPlayerAccounts(stored).value,
      guardians: readGuardians(stored),
    };
    if (stableJson({ accounts, guardians }) !== stableJson(current))
      raw[playerAccountsKey] = sideKeyText(
        "playerAccounts",
        guardians.length > 0 ? { accounts, guardians } : { accounts },
      );
  }
  const wrote = Object.keys(raw).length > 0 ? port.commit({}, raw) : undefined;
  if (wrote && !wrote.ok && wrote.reason === "quota")
    leftOut.push("los ajustes del equipo y las cuentas de los jugadores");
  leftOut.push(...applyTraining(port, remote.training));
  const current = port.live.get();
  const live = liveAfterSync(current, remote.liveMatch, new Set(lists.matches!.map((m) => m.id)));
  if (stableJson(live) !== stableJson(current)) {
    if (live) port.live.write(live);
    else port.live.clear();
  }
  return leftOut;
}

/**
 * The documents the lists are written from: every document, except that one set aside keeps
 * this device's own version of its record (or none), so the record stays as it was here and
 * every other document still reaches the lists.
 */
export function readableBodies(cache: DocCache, port: SyncPort): DocMap {
  const bodies = allBodies(cache);
  const aside = [...cache].filter(([, c]) => c.aside);
  if (aside.length === 0) return bodies;
  const mine = toDocs(readLocal(port), bodies);
  for (const [id] of aside) {
    const own = mine.get(id);
    if (own) bodies.set(id, own);
    else bodies.delete(id);
  }
  return bodies;
}
