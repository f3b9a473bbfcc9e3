// The season and competition filter of the figure screens (dashboard, players, player detail,
// formations, rivals, analytics), kept in the URL: ?temporada=2025-26&competicion=Liga. Every
// figure on the screen follows it; the opening balance (figures no stored match explains) counts
// only with no filter, and the bar says so while one is on.
//
// The bar wires itself: it reads and writes the URL, the filter's one home, and a screen reads
// the same filter with `useMatchFilter()`. What it offers (the seasons and competitions of the
// stored matches) is data the screen hands in from state (`useFilterOptions`): a component never
// imports state.
import { useCallback, useId } from "react";
import { useSearchParams } from "react-router";
import type { MatchFilter } from "../domain/records/season";
import { Select } from "../ui/Field";

export const SEASON_PARAM = "temporada";
export const COMPETITION_PARAM = "competicion";

export const FILTER_NOTE =
  "Filtro activo: las cifras cuentan solo los partidos registrados que cumplen el filtro. El saldo inicial (cifras importadas o de partidos eliminados conservando sus estadísticas) solo se suma sin filtro.";

/** The filter read from the URL, and a setter that keeps every other query parameter. */
export function useMatchFilterParams(): [MatchFilter, (next: MatchFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter: MatchFilter = {
    season: params.get(SEASON_PARAM) ?? "",
    competition: params.get(COMPETITION_PARAM) ?? "",
  };
  const set = useCallback(
    (next: MatchFilter) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          for (const [key, value] of [
            [SEASON_PARAM, next.season],
            [COMPETITION_PARAM, next.competition],
          ] as const) {
            if (value) out.set(key, value);
            else out.delete(key);
          }
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filter, set];
}

/** The filter the screen's figures follow (the bar's, from the URL). */
export function useMatchFilter(): MatchFilter {
  return useMatchFilterParams()[0];
}

export type MatchFilterOptions = {
  seasons: readonly string[];
  competitions: readonly string[];
};

/** Two selects (Temporada, Competición) and, while a filter is on, what the figures count. */
export function MatchFilterBar({ options }: { options: MatchFilterOptions }) {
  const { seasons, competitions } = options;
  const [filter, onChange] = useMatchFilterParams();
  const id = useId();
  const season = filter.season ?? "";
  const competition = filter.competition ?? "";
  // A value from the URL that no match has is still offered, so the select shows it.
  const seasonOptions = season && !seasons.includes(season) ? [season, ...seasons] : seasons;
  const competitionOptions =
    competition && !competitions.includes(competition)
      ? [competition, ...competitions]
      : competitions;
  const on = Boolean(season || competition);
  return (
    <section aria-label="Filtro de partidos" className="mb-5">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-s`} className="text-xs font-medium text-slate-600">
            Temporada
          </label>
          <Select
            id={`${id}-s`}
            value={season}
            onChange={(e) => onChange({ season: e.target.value, competition })}
            className="w-40"
          >
            <option value="">Todas</option>
            {seasonOptions.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-c`} className="text-xs font-medium text-slate-600">
            Competición
          </label>
          <Select
            id={`${id}-c`}
            value={competition}
            onChange={(e) => onChange({ season, competition: e.target.value })}
            className="w-44"
          >
            <option value="">Todas</option>
            {competitionOptions.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
        {on && (
          <button
            type="button"
            className="h-10 rounded-md px-3 text-sm font-medium text-slate-600 hover:bg-slate-100"
            onClick={() => onChange({ season: "", competition: "" })}
          >
            Quitar filtro
          </button>
        )}
      </div>
      {on && (
        <p role="status" className="mt-2 text-xs text-slate-600">
          {FILTER_NOTE}
        </p>
      )}
    </section>
  );
}
