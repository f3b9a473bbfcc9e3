// The engine's two ways between the spec's lists and the documents: what this device stores now
// (read through the port), and the documents written back to the lists, through the same list
// readers the app uses, with every figure derived again from the matches.
import {
  listKeys,
  playerAccountsKey,
  teamSettingsKey,
  savedInsightsMetaKey,
} from "../config/storage-keys";
import { readPlayerAccounts } from "../domain/replies/coach";
import { sideKeyText } from "../storage/side-keys";
import type { ListKey } from "../config/storage-keys";
import { writeFigures } from "../domain/figures/figures";
import { zeroFormationTotals, zeroPlayerStats, zeroRivalTotals } from "../domain/figures/counters";
import { readLiveMatch } from "../domain/live/live-match";
import { alignInsightMeta } from "../domain/records/saved-insights";
import { readTeamSettings } from "../domain/records/team-settings";
import type { ListChanges } from "../storage/repository";
import { parseListValue } from "../storage/repository";
import { readJsonKey, writeRaw } from "../storage/side-keys";
import {
  parseTraining,
  readTrainingRaw,
  readTrainingValue,
  trainingKeyList,
  trainingKeys,
  writeTraining,
} from "../storage/training";
import type { TrainingChanges, TrainingKey, TrainingLists } from "../storage/training";
import { describeDoc } from "./conflicts";
import type { DocMap, LocalData } from "./documents";
import { liveAfterSync, toDocs } from "./documents";
import { MAX_DOC_DEPTH, stableJson } from "./stable-json";
import type { DocCache } from "./local-db";
import { allBodies } from "./local-db";
import type { SyncPort } from "./port";

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
    savedInsightsMeta: readJsonKey(savedInsightsMetaKey),
    fixtures: lists.fixtures,
    availability: lists.availability,
    ...trainingLocal(),
    teamSettings: readJsonKey(teamSettingsKey),
    liveMatch: port.live.get(),
    playerAccounts: readJsonKey(playerAccountsKey),
  };
}

/** The training keys as stored here: their readable items. */
function trainingLocal(): Pick<LocalData, (typeof trainingKeys)[TrainingKey]> {
  const out = {} as Record<(typeof trainingKeys)[TrainingKey], unknown[]>;
  for (const k of trainingKeyList)
    out[trainingKeys[k]] = parseTraining(k, readTrainingRaw(k)).value;
  return out;
}

/**
 * Writes the training keys the documents describe where they differ from what is stored. True
 * when something was written.
 */
function applyTraining(next: TrainingLists): boolean {
  const changes: TrainingChanges = {};
  for (const k of trainingKeyList) {
    const current = parseTraining(k, readTrainingRaw(k)).value;
    if (stableJson(next[k]) !== stableJson(current))
      (changes as Record<TrainingKey, unknown>)[k] = next[k];
  }
  return Object.keys(changes).length > 0 && writeTraining(changes).ok;
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
    liveMatch: data.liveMatch === undefined ? undefined : readLiveMatch(data.liveMatch),
  };
}

/** Writes the projection where it differs from what is stored. */
export function applyLocal(port: SyncPort, data: LocalData) {
  const remote = readRemote(data);
  const { lists } = remote;
  const changes: ListChanges = {};
  for (const key of listKeys) {
    const next = lists[key]!;
    if (stableJson(next) !== stableJson(port.getList(key).items))
      (changes as Record<ListKey, unknown>)[key] = next;
  }
  if (Object.keys(changes).length > 0) {
    const r = port.commit(changes);
    if (!r.ok) port.report({ refused: [r.message] });
  }
  const raw: Record<string, string> = {};
  // The side keys go through the readers the app reads them with, as the lists do.
  const side: [string, unknown][] = [
    [savedInsightsMetaKey, remote.savedInsightsMeta],
    [teamSettingsKey, remote.teamSettings],
  ];
  for (const [key, value] of side) {
    const current = readJsonKey(key);
    const emptyList = Array.isArray(value) && value.length === 0 && current === undefined;
    if (value === undefined || emptyList) continue;
    if (stableJson(value) !== stableJson(current)) raw[key] = JSON.stringify(value);
  }
  // The accounts: none on the server leaves this device's as they are (a device that linked
  // players before sharing started pushes them); else the server's, read by their reader.
  if (remote.playerAccounts !== undefined) {
    const accounts = remote.playerAccounts;
    const current = readPlayerAccounts(readJsonKey(playerAccountsKey)).value;
    if (stableJson(accounts) !== stableJson(current))
      raw[playerAccountsKey] = sideKeyText("playerAccounts", { accounts });
  }
  const wroteSide = Object.keys(raw).length > 0 && writeRaw(raw).ok;
  if (applyTraining(remote.training) || wroteSide) port.notifyChanged();
  const current = port.live.get();
  const live = liveAfterSync(current, remote.liveMatch, new Set(lists.matches!.map((m) => m.id)));
  if (stableJson(live) !== stableJson(current)) {
    if (live) port.live.write(live);
    else port.live.clear();
  }
}

/**
 * The documents the lists are written from: every document, except that one set aside keeps
 * this device's own version of its record (or none), so the record stays as it was here and
 * every other document still reaches the lists. `notices` name the coach each one set aside
 * that `told` (`id@rev`) does not hold yet; `told` is updated.
 */
export function readableBodies(
  cache: DocCache,
  port: SyncPort,
  told: Set<string>,
): { bodies: DocMap; notices: string[] } {
  const bodies = allBodies(cache);
  const notices: string[] = [];
  const aside = [...cache].filter(([, c]) => c.aside);
  if (aside.length === 0) return { bodies, notices };
  const mine = toDocs(readLocal(port), bodies);
  for (const [id, c] of aside) {
    const own = mine.get(id);
    if (own) bodies.set(id, own);
    else bodies.delete(id);
    const key = `${id}@${c.rev}`;
    if (told.has(key)) continue;
    told.add(key);
    notices.push(
      `Se ha dejado aparte «${describeDoc(id, c.body)}», que llegó del servidor: sus datos están anidados a más de ${MAX_DOC_DEPTH} niveles y este dispositivo no puede leerlo. El resto del equipo sigue sincronizándose.`,
    );
  }
  return { bodies, notices };
}
