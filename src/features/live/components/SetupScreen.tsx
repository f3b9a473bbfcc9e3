// Before kick-off: from a saved plan or from scratch. The XI is chosen by tapping a position,
// then a player (the next empty position is chosen for you).
import { useMemo, useState } from "react";
import { AvailabilityBadge } from "../../../components/AvailabilityBadge";
import { paths } from "../../../config/paths";
import { availabilityOn } from "../../../domain/squad/availability";
import { planOf } from "../../../domain/calendar/fixtures";
import { planChoiceLabel } from "../../../domain/calendar/match-plan";
import { boardName } from "../../../ui/short-name";
import { slotsOf, pitchRows } from "../../../domain/squad/formation-roles";
import { newId } from "../../../domain/base/ids";
import type { MatchId } from "../../../domain/base/ids";
import { PERIOD_LENGTHS } from "../../../domain/live/live-clock";
import { newLiveMatch } from "../../../domain/live/live-match";
import {
  COMPETITIONS,
  benchFor,
  draftFromFixture,
  draftFromPlan,
  draftIssues,
  emptyDraft,
  placePlayer,
  setupFromDraft,
} from "../../../domain/live/live-setup";
import type { LiveDraft } from "../../../domain/live/live-setup";
import { todayIso } from "../../../domain/base/dates";
import {
  useFixtures,
  useFormations,
  useMatchPlans,
  usePlayers,
  useRivals,
} from "../../../state/hooks";
import { unavailableIds, useAvailabilityIndex } from "../../../state/availability";
import { writeLive } from "../../../state/live";
import { ButtonLink } from "../../../ui/Button";
import { PageHeading } from "../../../ui/PageHeading";

const field = "mt-1 block h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base";
const label = "block text-sm font-semibold text-slate-800";
const seg = (on: boolean) =>
  `h-12 flex-1 rounded-xl border-2 text-base font-bold ${
    on ? "border-emerald-700 bg-emerald-600 text-white" : "border-slate-300 bg-white text-slate-800"
  }`;

export function SetupScreen({
  planId,
  fixtureId,
}: {
  planId: string | null;
  /** The match of a calendar fixture (and its plan and call-up). */
  fixtureId?: string | null;
}) {
  const players = usePlayers();
  const formations = useFormations();
  const rivals = useRivals();
  const plans = useMatchPlans();
  const fixtures = useFixtures();
  const index = useAvailabilityIndex();
  const ctx = useMemo(() => ({ players, formations, rivals }), [players, formations, rivals]);
  const [draft, setDraft] = useState<LiveDraft>(() => {
    const fixture = fixtureId ? fixtures.find((f) => f.id === fixtureId && !f.matchId) : undefined;
    if (fixture) {
      const out = unavailableIds(players, index, fixture.date, fixture.competition);
      return draftFromFixture(fixture, planOf(fixture, plans), ctx, out);
    }
    const plan = planId ? plans.find((p) => p.id === planId) : undefined;
    return plan ? draftFromPlan(plan, ctx, todayIso()) : emptyDraft(todayIso());
  });
  const statusOf = (id: string) => availabilityOn(index, id, draft.date, draft.competition);
  const [selected, setSelected] = useState<string>();
  const [shown, setShown] = useState<string[]>([]);
  const [error, setError] = useState<string>();

  const formation = formations.find((f) => f.id === draft.formationId);
  const slots = formation ? slotsOf(formation) : [];
  const target = selected ?? slots.find((s) => !draft.lineup[s.key])?.key;
  const byId = new Map<string, (typeof players)[number]>(players.map((p) => [p.id, p]));
  const starters = new Set(Object.values(draft.lineup));

  const fromPlan = (id: string) => {
    const plan = plans.find((p) => p.id === id);
    const next = plan ? draftFromPlan(plan, ctx, draft.date) : emptyDraft(draft.date);
    // A fixture's match stays that fixture's, whatever plan the coach picks.
    setDraft(draft.fixtureId ? { ...next, fixtureId: draft.fixtureId } : next);
    setSelected(undefined);
    setShown([]);
  };

  const tapPlayer = (id: string) => {
    if (!target) return;
    const next = placePlayer(draft, target, id);
    setDraft(next);
    setSelected(undefined);
  };

  const start = () => {
    const issues = draftIssues(draft, ctx);
    setShown(issues);
    if (issues.length > 0) return;
    const r = writeLive(newLiveMatch(setupFromDraft(draft, ctx, newId<MatchId>())));
    if (!r.ok) setError(r.message);
  };

  const needsData = players.length === 0 || formations.length === 0 || rivals.length === 0;

  return (
    <div className="space-y-4 pb-10">
      <header>
        <PageHeading className="text-2xl font-bold text-slate-900">Partido en directo</PageHeading>
        <p className="text-sm text-slate-600">
          Prepara el partido y anótalo desde la banda con el móvil. Todo se guarda en este
          dispositivo, también sin conexión.
        </p>
      </header>

      {needsData && (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Para empezar necesitas al menos un jugador, una formación y un rival.
        </p>
      )}

      {plans.length > 0 && (
        <label className={label}>
          Desde una planificación
          <select
            className={field}
            value={draft.planId ?? ""}
            onChange={(e) => fromPlan(e.target.value)}
          >
            <option value="">Sin planificación (desde cero)</option>
            {plans.map((p) => (
              <option key={p.id} value={p.id}>
                {planChoiceLabel(p, fixtures)}
              </option>
            ))}
          </select>
        </label>
      )}

      <div className="grid gap-3 sm:grid-cols-2">
        <label className={label}>
          Rival
          <select
            className={field}
            value={draft.rivalId}
            onChange={(e) => setDraft({ ...draft, rivalId: e.target.value })}
          >
            <option value="">Elige el rival</option>
            {rivals.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Formación
          <select
            className={field}
            value={draft.formationId}
            onChange={(e) => {
              setDraft({
                ...draft,
                formationId: e.target.value,
                lineup: {},
                bench: benchFor(players, {}),
              });
              setSelected(undefined);
            }}
          >
            <option value="">Elige la formación</option>
            {formations.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name} {f.type ? `(${f.type})` : ""}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend className={label}>Jugamos de</legend>
          <div className="mt-1 flex gap-2">
            <button
              type="button"
              aria-pressed={draft.location === "home"}
              className={seg(draft.location === "home")}
              onClick={() => setDraft({ ...draft, location: "home" })}
            >
              Local
            </button>
            <button
              type="button"
              aria-pressed={draft.location === "away"}
              className={seg(draft.location === "away")}
              onClick={() => setDraft({ ...draft, location: "away" })}
            >
              Visitante
            </button>
          </div>
        </fieldset>
        <label className={label}>
          Competición
          <input
            className={field}
            list="live-competitions"
            value={draft.competition}
            onChange={(e) => setDraft({ ...draft, competition: e.target.value })}
          />
          <datalist id="live-competitions">
            {COMPETITIONS.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </label>
        <fieldset className="sm:col-span-2">
          <legend className={label}>Duración</legend>
          <div className="mt-1 flex gap-1.5">
            {PERIOD_LENGTHS.map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={draft.periodMinutes === m}
                className={seg(draft.periodMinutes === m)}
                onClick={() => setDraft({ ...draft, periodMinutes: m })}
              >
                2×{m}
              </button>
            ))}
          </div>
        </fieldset>
        <label className={label}>
          Fecha
          <input
            type="date"
            className={field}
            value={draft.date}
            onChange={(e) => e.target.value && setDraft({ ...draft, date: e.target.value })}
          />
        </label>
      </div>

      {formation && (
        <section aria-label="Alineación" className="space-y-2">
          <h2 className="text-lg font-bold text-slate-900">
            Alineación ({starters.size}/{slots.length})
          </h2>
          <p className="text-sm text-slate-600">Toca una posición y después un jugador.</p>
          <div className="space-y-1.5 rounded-2xl bg-emerald-700 p-2">
            {[...pitchRows(formation)].reverse().map((row, i) => (
              <div key={i} className="flex gap-1.5">
                {row.map((slot) => {
                  const p = byId.get(draft.lineup[slot.key] ?? "");
                  const on = target === slot.key;
                  return (
                    <button
                      key={slot.key}
                      type="button"
                      aria-pressed={on}
                      aria-label={`${slot.role}: ${p ? p.name : "vacía"}`}
                      onClick={() => setSelected(slot.key)}
                      className={`flex min-h-16 min-w-0 flex-1 flex-col items-center justify-center rounded-xl px-1 text-center ${
                        on
                          ? "bg-yellow-300 text-slate-950 ring-4 ring-yellow-200"
                          : p
                            ? "bg-white text-slate-900"
                            : "border-2 border-dashed border-white/70 text-white"
                      }`}
                    >
                      <span className="w-full truncate text-xs font-semibold">{slot.role}</span>
                      <span className="w-full truncate text-sm font-bold">
                        {p ? `${p.number} ${boardName(p.name)}` : "—"}
                      </span>
                    </button>
                  );
                })}
              </div>
            ))}
          </div>
          <h3 className="pt-2 text-base font-bold text-slate-900">Plantilla</h3>
          <ul className="grid gap-1.5 sm:grid-cols-2">
            {players.map((p) => {
              const starter = starters.has(p.id);
              const called = draft.bench.includes(p.id);
              return (
                <li key={p.id} className="flex gap-1.5">
                  <button
                    type="button"
                    disabled={!target}
                    onClick={() => tapPlayer(p.id)}
                    className={`flex min-h-12 min-w-0 flex-1 items-center gap-2 rounded-xl border-2 px-2 text-left ${
                      starter ? "border-emerald-600 bg-emerald-50" : "border-slate-200 bg-white"
                    }`}
                  >
                    <span className="w-8 rounded-md bg-slate-900 py-0.5 text-center text-sm font-bold text-white tabular-nums">
                      {p.number}
                    </span>
                    <span className="min-w-0 flex-1 truncate font-semibold">{p.name}</span>
                    <AvailabilityBadge status={statusOf(p.id)} />
                    {starter && <span className="text-xs font-bold text-emerald-800">Titular</span>}
                  </button>
                  {!starter && (
                    <button
                      type="button"
                      aria-pressed={called}
                      aria-label={`Convocado: ${p.name}`}
                      onClick={() =>
                        setDraft({
                          ...draft,
                          bench: called
                            ? draft.bench.filter((id) => id !== p.id)
                            : [...draft.bench, p.id],
                        })
                      }
                      className={`h-12 shrink-0 rounded-xl border-2 px-2 text-xs font-bold ${
                        called
                          ? "border-sky-700 bg-sky-50 text-sky-900"
                          : "border-slate-200 bg-white text-slate-500"
                      }`}
                    >
                      {called ? "Convocado" : "No convocado"}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {shown.length > 0 && (
        <ul
          role="alert"
          className="space-y-1 rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
        >
          {shown.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      {error && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
        >
          {error}
        </p>
      )}
      {/* Stacked on a phone: flex-1 there would make the height's basis 0 and shrink the
          buttons to their text, so it applies only side by side. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          onClick={start}
          className="h-14 rounded-xl bg-emerald-600 text-lg font-bold text-white sm:flex-1"
        >
          Ir al partido
        </button>
        <ButtonLink to={paths.dashboard} variant="ghost" className="h-14">
          Cancelar
        </ButtonLink>
      </div>
    </div>
  );
}
