import { useMemo } from "react";
import { lineupComplete, matchdaySuggestions } from "../../../domain/calendar/suggestions";
import { countOf } from "../../../domain/base/format";
import type { SuggestionPosition } from "../../../domain/calendar/suggestions";
import type { Player } from "../../../domain/records/types";
import { Card } from "../../../ui/Card";

export const INCOMPLETE_LINEUP =
  "Completa la selección de los 11 titulares para ver sugerencias de cambios.";
export const NO_RELEVANT = "No hay suplentes disponibles con estadísticas relevantes.";

const groupTitle: Record<SuggestionPosition, string> = {
  Defender: "Defensas",
  Midfielder: "Centrocampistas",
  Forward: "Delanteros",
};

type SuggestionsStepProps = {
  players: readonly Player[];
  lineup: Readonly<Record<string, string>>;
  /** The step's number on the page: 4 after the starters, 3 while they are not shown. */
  step: number;
  /** Ids of players who cannot play: never suggested. */
  unavailable?: ReadonlySet<string>;
  /** The fixture's saved call-up (ids): only its players are suggested. */
  callUp?: ReadonlySet<string> | undefined;
};

/** Step 4: who to bring on — the best non-starters by goals + assists, two per line. */
export function SuggestionsStep({
  players,
  lineup,
  step,
  unavailable,
  callUp,
}: SuggestionsStepProps) {
  const complete = lineupComplete(lineup);
  const result = useMemo(
    () => matchdaySuggestions(players, lineup, { unavailable, callUp }),
    [players, lineup, unavailable, callUp],
  );

  let body: React.ReactNode;
  if (!complete) body = <Message>{INCOMPLETE_LINEUP}</Message>;
  else if (result.status === "no-relevant") body = <Message>{NO_RELEVANT}</Message>;
  else
    body = (
      <div className="grid gap-4 sm:grid-cols-3">
        {result.groups.map((g) => (
          <section key={g.position} aria-label={groupTitle[g.position]}>
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {groupTitle[g.position]}
            </h3>
            {g.players.length === 0 ? (
              <p className="text-sm text-slate-400">Sin suplentes con goles o asistencias</p>
            ) : (
              <ol className="space-y-2">
                {g.players.map((s) => (
                  <li
                    key={s.player.id ?? s.player.name}
                    data-testid="suggestion"
                    className="rounded-lg border border-slate-200 px-3 py-2"
                  >
                    <p className="flex items-baseline justify-between gap-2">
                      <span className="truncate text-sm font-medium text-slate-900">
                        {s.player.name}
                      </span>
                      <span className="text-xs text-slate-500 tabular-nums">
                        #{s.player.number}
                      </span>
                    </p>
                    <p className="mt-0.5 text-xs text-slate-600 tabular-nums">
                      {countOf(s.goals, "goal")} · {countOf(s.assists, "assist")} ·{" "}
                      <span className="font-semibold text-slate-900">{s.score} G+A</span>
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
    );

  return (
    <Card
      title={`${step}. Sugerencias de cambios`}
      aria-label={`${step}. Sugerencias de cambios`}
      description={
        callUp
          ? "Los convocados suplentes con más goles + asistencias de cada línea."
          : "Los suplentes con más goles + asistencias de cada línea."
      }
    >
      {body}
    </Card>
  );
}

function Message({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">{children}</p>;
}
