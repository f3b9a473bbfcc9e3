// The call-up as it prints on one A4 page: the fixture and the squad by lines.
import { calledUpCount, longDate, squadByLine } from "../../../domain/calendar/fixtures";
import { locationLabel, positionLabel } from "../../../domain/squad/player-labels";
import type { Fixture, Player } from "../../../domain/records/types";
import { Card } from "../../../ui/Card";

export function CallUpSheet({
  fixture,
  title,
  squad,
}: {
  fixture: Fixture;
  title: string;
  squad: readonly Player[];
}) {
  const ordered = squadByLine(squad);
  return (
    <Card className="callup-sheet" aria-label="Hoja de convocatoria">
      <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">Convocatoria</p>
      <h2 className="mt-1 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-sm text-slate-600">
        {fixture.competition} · {locationLabel[fixture.location]} · {longDate(fixture.date)} ·{" "}
        {fixture.time}
      </p>
      {fixture.venue && <p className="text-sm text-slate-600">{fixture.venue}</p>}
      {ordered.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">Marca a los convocados en la lista.</p>
      ) : (
        <ol className="callup-list mt-4 grid grid-cols-1 gap-x-6 gap-y-1 text-sm">
          {ordered.map((p) => (
            <li key={p.id} className="flex items-baseline gap-3 border-b border-slate-100 py-1">
              <span className="w-7 text-right font-mono font-semibold">{p.number}</span>
              <span className="min-w-0 flex-1">{p.name}</span>
              <span className="text-xs text-slate-500">{positionLabel[p.position]}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-sm font-medium text-slate-700" data-testid="squad-count">
        {calledUpCount(ordered.length)}
      </p>
    </Card>
  );
}
