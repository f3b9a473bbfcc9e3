// The record exactly as it will be stored, before 'Guardar partido'.
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { links } from "../../../config/paths";
import { formatDate } from "../../../domain/base/format";
import { liveState, liveToMatch } from "../../../domain/live/live-match";
import type { LiveMatch } from "../../../domain/live/live-match";
import { saveLiveMatch } from "../../../state/live";
import { PageHeading } from "../../../ui/PageHeading";

type ReviewProps = { live: LiveMatch; onBack: () => void };

const row = "flex justify-between gap-3 border-b border-slate-100 py-2 text-sm";

export function ReviewScreen({ live, onBack }: ReviewProps) {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const match = useMemo(() => liveToMatch(live), [live]);
  const issues = useMemo(() => liveState(live, 2 * live.setup.periodMinutes).issues, [live]);

  const save = () => {
    const r = saveLiveMatch(match);
    if (!r.ok) return setError(r.message);
    navigate(links.match(match.id), { replace: true });
  };

  return (
    <div className="space-y-3 pb-8">
      <header>
        <PageHeading className="text-2xl font-bold text-slate-900">Revisar el partido</PageHeading>
        <p className="text-sm text-slate-600">
          Así se guardará. Puedes volver al directo para corregir.
        </p>
      </header>
      {issues.size > 0 && (
        <p role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {issues.size === 1
            ? "1 evento del registro tiene un problema y no se guardará en las listas del partido (el marcador sí lo cuenta)."
            : `${issues.size} eventos del registro tienen un problema y no se guardarán en las listas del partido (el marcador sí los cuenta).`}
        </p>
      )}
      <section
        aria-label="Resumen del partido"
        className="rounded-2xl border border-slate-200 bg-white px-4 py-2"
      >
        <div className={row}>
          <span className="text-slate-600">Rival</span>
          <span className="font-semibold">{match.rival}</span>
        </div>
        <div className={row}>
          <span className="text-slate-600">Fecha</span>
          <span className="font-semibold">{formatDate(match.date)}</span>
        </div>
        <div className={row}>
          <span className="text-slate-600">Condición</span>
          <span className="font-semibold">{match.location === "home" ? "Local" : "Visitante"}</span>
        </div>
        <div className={row}>
          <span className="text-slate-600">Competición</span>
          <span className="font-semibold">{match.competition || "—"}</span>
        </div>
        <div className={row}>
          <span className="text-slate-600">Resultado (nosotros – rival)</span>
          <span className="font-semibold tabular-nums" data-testid="review-score">
            {match.score.home} – {match.score.away}
          </span>
        </div>
        <div className={row}>
          <span className="text-slate-600">Tiros (a favor – en contra)</span>
          <span className="font-semibold tabular-nums">
            {match.shotsFor} – {match.shotsAgainst}
          </span>
        </div>
        <div className={row}>
          <span className="text-slate-600">Goles</span>
          <span className="text-right font-semibold">
            {match.scorers.map((s) => `${s.player} ${s.minute}′`).join(", ") || "—"}
          </span>
        </div>
        <div className={row}>
          <span className="text-slate-600">Asistencias</span>
          <span className="text-right font-semibold">{match.assists.join(", ") || "—"}</span>
        </div>
        <div className={row}>
          <span className="text-slate-600">Tarjetas</span>
          <span className="text-right font-semibold">
            {match.cards
              .map((c) => `${c.player} (${c.type === "red" ? "roja" : "amarilla"} ${c.minute}′)`)
              .join(", ") || "—"}
          </span>
        </div>
        <div className={row}>
          <span className="text-slate-600">Cambios</span>
          <span className="text-right font-semibold">
            {match.subs.map((s) => `${s.minute}′ ${s.playerIn} por ${s.playerOut}`).join(", ") ||
              "—"}
          </span>
        </div>
        <div className="flex justify-between gap-3 py-2 text-sm">
          <span className="text-slate-600">Goles del rival</span>
          <span className="font-semibold">
            {(match.rivalGoalMinutes ?? []).map((m) => `${m}′`).join(", ") || "—"}
          </span>
        </div>
      </section>
      <details className="rounded-2xl border border-slate-200 bg-white px-4 py-2">
        <summary className="flex min-h-12 cursor-pointer items-center text-sm font-semibold">
          Registro tal como se guardará
        </summary>
        <pre
          data-testid="review-json"
          className="max-h-96 overflow-auto rounded-lg bg-slate-950 p-3 text-xs text-slate-100"
        >
          {JSON.stringify(match, null, 2)}
        </pre>
      </details>
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
          onClick={save}
          className="h-14 rounded-xl bg-emerald-600 text-base font-bold text-white sm:flex-1"
        >
          Guardar partido
        </button>
        <button
          type="button"
          onClick={onBack}
          className="h-14 rounded-xl border border-slate-300 sm:flex-1 bg-white text-base font-semibold text-slate-800"
        >
          Volver al directo
        </button>
      </div>
    </div>
  );
}
