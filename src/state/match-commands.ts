// Saving, editing and deleting a played match (spec 4). Every command changes the
// match list and then writes the players', formations' and rivals' stored counters from the one
// rule (domain/figures/figures.ts: opening balance + stored matches), as one unit: on a full quota none
// of the lists changes. Counters are never incremented on their own.
import type { Fixture, Match } from "../domain/records/types";
import { keepFiguresOf, migrateOpeningBalances, writeFigures } from "../domain/figures/figures";
import { figureDisagreements } from "../domain/figures/disagreements";
import type { FigureDisagreement } from "../domain/figures/disagreements";
import { withSeason } from "../domain/records/season";
import { isPlayed, markPlayed, unmarkPlayed } from "../domain/calendar/fixtures";
import { commit, getList } from "./store";
import { failed, fromWrite } from "./result";
import { getTeamSettings } from "./team-settings";
import type { MatchId } from "../domain/base/ids";
import type { RawValues } from "../storage/repository";

export const MATCH_NOT_FOUND = "No se encontró el partido: puede que ya se haya eliminado.";

/** The stored lists. Their opening balances were stored by start-up migration (storage/migrations.ts),
 * so writing every counter from the rule loses nothing the matches do not explain. */
function storedLists() {
  return {
    players: getList("players").items,
    formations: getList("formations").items,
    rivals: getList("rivals").items,
    matches: getList("matches").items,
  };
}

function writeAll(
  lists: ReturnType<typeof storedLists>,
  matches: Match[],
  fixtures?: Fixture[],
  side?: RawValues,
): ReturnType<typeof fromWrite> {
  const next = writeFigures(lists, matches);
  return fromWrite(
    commit(
      {
        matches,
        players: next.players,
        formations: next.formations,
        rivals: next.rivals,
        ...(fixtures ? { fixtures } : {}),
      },
      side,
    ),
  );
}

/**
 * The calendar after `match` is saved: its fixture (`fixtureId`) becomes the played
 * match, in the same all-or-nothing write. A fixture already played by another match is refused.
 */
function fixturesAfterSave(match: Match): Fixture[] | { message: string } | undefined {
  if (!match.fixtureId) return undefined;
  const fixtures = getList("fixtures").items;
  const fixture = fixtures.find((f) => f.id === match.fixtureId);
  if (!fixture) return undefined;
  if (isPlayed(fixture) && fixture.matchId !== match.id) return { message: FIXTURE_ALREADY_PLAYED };
  return markPlayed(fixtures, fixture.id, match.id);
}

export const FIXTURE_ALREADY_PLAYED =
  "Ese partido del calendario ya tiene un resultado guardado. No se ha cambiado nada.";

export const MATCH_ALREADY_SAVED =
  "Este partido ya está guardado: ábrelo desde «Partidos» para cambiarlo. No se ha cambiado nada.";

/**
 * Saves a played match: the players involved, the formation and the rival get its figures
 * (spec 4). The season is set from the date (team settings' first month) when absent. `side`:
 * side keys written in the same unit (the live match it came from is cleared with it).
 */
export function saveMatch(match: Match, side?: RawValues) {
  const lists = storedLists();
  // A second save of one match (a double tap, the live match saved twice) would count it twice.
  if (lists.matches.some((m) => m.id === match.id)) return failed(MATCH_ALREADY_SAVED);
  const saved = withSeason(match, getTeamSettings().seasonStartMonth);
  const fixtures = fixturesAfterSave(saved);
  if (fixtures && !Array.isArray(fixtures)) return failed(fixtures.message);
  return writeAll(lists, [...lists.matches, saved], fixtures, side);
}

/**
 * Replaces the stored match with the same id and writes every figure again, exactly as if it had
 * been entered right the first time (a changed rival, formation, scorer or minute included).
 */
export function updateMatch(match: Match) {
  const lists = storedLists();
  const index = lists.matches.findIndex((m) => m.id === match.id);
  if (index < 0) return failed(MATCH_NOT_FOUND);
  const matches = [...lists.matches];
  matches[index] = withSeason(match, getTeamSettings().seasonStartMonth);
  const fixtures = fixturesAfterSave(matches[index]);
  if (fixtures && !Array.isArray(fixtures)) return failed(fixtures.message);
  return writeAll(lists, matches, fixtures);
}

export type DeleteMatchOptions = {
  /**
   * true (default, spec 4: "deleting a match does not undo these updates"): the match's figures
   * move into the opening balances, so no figure changes. false: its figures are removed too.
   */
  keepFigures?: boolean;
};

/** Deletes a match, keeping its figures unless told otherwise. */
export function deleteMatch(id: MatchId, { keepFigures = true }: DeleteMatchOptions = {}) {
  const lists = storedLists();
  const removed = lists.matches.filter((m) => m.id === id);
  if (removed.length === 0) return failed(MATCH_NOT_FOUND);
  const remaining = lists.matches.filter((m) => m.id !== id);
  const base = keepFigures
    ? keepFiguresOf(lists, removed)
    : {
        ...lists,
        rivals: lists.rivals.map((r) =>
          r.matches.some((e) => e.id === id)
            ? { ...r, matches: r.matches.filter((e) => e.id !== id) }
            : r,
        ),
      };
  // Its fixture goes back to the calendar as unplayed.
  const stored = getList("fixtures").items;
  const fixtures = unmarkPlayed(stored, id);
  const changed = fixtures.some((f, i) => f !== stored[i]);
  return writeAll(base, remaining, changed ? fixtures : undefined);
}

/** 'Recalcular estadísticas' as a check: where the stored counters and opening balance + the
 * match record disagree (entity, field, stored, expected). Nothing is written. */
export function checkFigures(): FigureDisagreement[] {
  const lists = storedLists();
  return figureDisagreements(lists, lists.matches);
}

/** Fix by the record: every stored counter := opening balance + stored matches. */
export function fixFiguresFromRecord() {
  const lists = storedLists();
  const next = writeFigures(lists, lists.matches);
  return fromWrite(
    commit({ players: next.players, formations: next.formations, rivals: next.rivals }),
  );
}

/** Fix by the counters: keep every stored counter, and make the balances explain the
 * difference (opening := stored − what the matches give). */
export function keepStoredFigures() {
  const lists = migrateOpeningBalances(storedLists(), { all: true });
  const next = writeFigures(lists, lists.matches);
  return fromWrite(
    commit({ players: next.players, formations: next.formations, rivals: next.rivals }),
  );
}
