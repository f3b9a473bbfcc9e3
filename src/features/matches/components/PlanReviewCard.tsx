// Plan → match → review: the plan made for this match's fixture beside what
// happened — the XI position by position, and the substitutions made against those suggested.
import { Link } from "../../../ui/Link";
import { links } from "../../../config/paths";
import { reviewPlan } from "../../../domain/calendar/plan-review";
import { callUpSaved } from "../../../domain/calendar/callup";
import type { FormationLike } from "../../../domain/squad/formation-roles";
import type { Fixture, Match, MatchPlan, Player } from "../../../domain/records/types";
import { Card } from "../../../ui/Card";
import { Table, Td, Th } from "../../../ui/Table";
import { cx } from "../../../ui/cx";

export function PlanReviewCard({
  plan,
  match,
  players,
  formation,
  fixture,
}: {
  plan: MatchPlan;
  match: Match;
  players: readonly Player[];
  /** The formation the match was played in: its role names label the rows. */
  formation: FormationLike | undefined;
  /** The fixture it was played from: its call-up bounds the substitution ideas. */
  fixture: Fixture | undefined;
}) {
  const callUp = fixture && callUpSaved(fixture) ? new Set<string>(fixture.squadIds) : undefined;
  const r = reviewPlan(plan, match, players, { formation, callUp });
  return (
    <Card
      title="Plan y resultado"
      aria-label="Plan y resultado"
      description={
        r.changes === 0
          ? "El once inicial fue el planificado."
          : `${r.changes} ${r.changes === 1 ? "cambio" : "cambios"} en el once respecto al plan.`
      }
      actions={
        <Link
          to={links.plan(plan.id)}
          className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          Ver planificación
        </Link>
      }
      flush
    >
      <div className="grid gap-0 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Table aria-label="Once planificado y jugado">
          <thead>
            <tr>
              <Th>Posición</Th>
              <Th>Planificado</Th>
              <Th>Jugó</Th>
            </tr>
          </thead>
          <tbody>
            {r.xi.map((row) => (
              <tr key={row.position} data-testid="xi-row" data-changed={row.changed}>
                <Td className="text-slate-500">{row.role}</Td>
                <Td>{row.planned || "—"}</Td>
                <Td className={cx(row.changed && "font-semibold text-amber-800")}>
                  {row.played || "—"}
                  {row.changed && <span className="sr-only"> (cambio)</span>}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        <div className="space-y-4 border-t border-slate-100 p-5 lg:border-t-0 lg:border-l">
          <section aria-label="Cambios realizados">
            <h3 className="text-sm font-semibold text-slate-900">Cambios realizados</h3>
            {r.subs.length === 0 ? (
              <p className="mt-1 text-sm text-slate-500">Ninguno.</p>
            ) : (
              <ul className="mt-1 space-y-1 text-sm">
                {r.subs.map((s, i) => (
                  <li key={i} data-testid="review-sub">
                    <span className="tabular-nums text-slate-500">{s.minute}′</span> {s.playerIn}{" "}
                    por {s.playerOut}{" "}
                    <span
                      className={cx(
                        "ml-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
                        s.suggested ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-600",
                      )}
                    >
                      {s.suggested ? "sugerido" : "no sugerido"}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label="Cambios previstos en el plan">
            <h3 className="text-sm font-semibold text-slate-900">Cambios previstos en el plan</h3>
            <p className="mt-1 text-sm text-slate-600">
              {r.suggested.length === 0 ? "Ninguna." : r.suggested.join(", ")}
            </p>
            {r.unusedSuggestions.length > 0 && r.unusedSuggestions.length < r.suggested.length && (
              <p className="mt-1 text-xs text-slate-500">
                Sin usar: {r.unusedSuggestions.join(", ")}
              </p>
            )}
          </section>
        </div>
      </div>
    </Card>
  );
}
