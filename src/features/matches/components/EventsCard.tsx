// Goals with their minutes, assists and cards of one match.
import { scorersByMinute } from "../../../domain/match/match-view";
import type { Card as MatchCard, Scorer } from "../../../domain/records/types";
import { Card } from "../../../ui/Card";

type Props = {
  scorers: Scorer[];
  assists: { name: string; count: number }[];
  cards: MatchCard[];
};

export function EventsCard({ scorers, assists, cards }: Props) {
  return (
    <Card title="Goles, asistencias y tarjetas">
      <div className="grid gap-6 sm:grid-cols-3">
        <Column title="Goleadores" empty="Sin goles.">
          {scorersByMinute({ scorers }).map((s, i) => (
            <li key={i} className="flex justify-between gap-3">
              <span>{s.player}</span>
              <span className="text-slate-500 tabular-nums">{s.minute}'</span>
            </li>
          ))}
        </Column>
        <Column title="Asistencias" empty="Sin asistencias.">
          {assists.map((a) => (
            <li key={a.name} className="flex justify-between gap-3">
              <span>{a.name}</span>
              {a.count > 1 && <span className="text-slate-500 tabular-nums">×{a.count}</span>}
            </li>
          ))}
        </Column>
        <Column title="Tarjetas" empty="Sin tarjetas.">
          {cards.map((c, i) => (
            <li key={i} className="flex items-center gap-2">
              <span
                aria-hidden
                className={`inline-block h-4 w-3 rounded-[2px] ${c.type === "red" ? "bg-red-600" : "bg-yellow-400"}`}
              />
              <span>{c.player}</span>
              <span className="text-slate-500">{c.type === "red" ? "Roja" : "Amarilla"}</span>
            </li>
          ))}
        </Column>
      </div>
    </Card>
  );
}

function Column({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: React.ReactNode[];
}) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="space-y-1.5 text-sm text-slate-800">{children}</ul>
      )}
    </section>
  );
}
