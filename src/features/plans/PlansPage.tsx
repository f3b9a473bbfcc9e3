import { useState } from "react";
import { useNavigate } from "react-router";
import { links, paths } from "../../config/paths";
import { fixtureOfPlan, planDayOf, planDayText } from "../../domain/calendar/match-plan";
import { xiSummary } from "../../domain/calendar/plan-review";
import type { Fixture, MatchPlan } from "../../domain/records/types";
import { deletePlan, duplicatePlan } from "../../state/plan-commands";
import { useFixtures, useMatchPlans } from "../../state/hooks";
import { Button, ButtonLink } from "../../ui/Button";
import { ListPage } from "../../ui/ListPage";
import { Table, Td, Th } from "../../ui/Table";
import { useDialogs } from "../../ui/dialogs";
import type { PlanId } from "../../domain/base/ids";
import { NotSharedNote } from "../../components/NotSharedNote";
import { useNotShared } from "../../state/not-shared";

export const EMPTY_PLANS =
  "No hay planificaciones disponibles. Crea una nueva planificación para comenzar.";
export const CONFIRM_DELETE_PLAN = "¿Estás seguro de que deseas eliminar esta planificación?";

export function PlansPage() {
  const plans = useMatchPlans();
  const notShared = useNotShared("plan");
  const fixtures = useFixtures();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const [error, setError] = useState("");
  const fixtureOf = (plan: MatchPlan) => fixtureOfPlan(plan, fixtures);

  const duplicate = (id: PlanId) => {
    const r = duplicatePlan(id);
    if (!r.ok) return setError(r.message);
    setError("");
    navigate(links.editPlan(r.id));
  };

  const remove = async (id: PlanId) => {
    const ok = await confirm({
      message: CONFIRM_DELETE_PLAN,
      danger: true,
      confirmLabel: "Eliminar",
    });
    if (!ok) return;
    const r = deletePlan(id);
    setError(r.ok ? "" : r.message);
  };

  return (
    <ListPage
      title="Planificaciones"
      subtitle="Los planes de partido guardados: rival, formación y once inicial."
      create={{ to: paths.planning, label: "Crear Nueva Planificación" }}
      error={error}
      empty={plans.length === 0 && EMPTY_PLANS}
    >
      <Table aria-label="Planificaciones">
        <thead>
          <tr>
            <Th>Rival</Th>
            <Th>Formación</Th>
            <Th className="text-right">Acciones</Th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan, i) => (
            <tr key={plan.id || i} className="hover:bg-slate-50">
              <Td className="font-medium text-slate-900">
                {plan.rival || "—"}
                {notShared.has(plan.id) && (
                  <NotSharedNote reason={notShared.get(plan.id)!} form={links.editPlan(plan.id)} />
                )}
              </Td>
              <Td>
                {plan.formation || "—"}
                <PlanContext plan={plan} fixture={fixtureOf(plan)} />
              </Td>
              <Td className="text-right">
                <div className="flex justify-end gap-2">
                  <ButtonLink to={links.plan(plan.id)} size="sm">
                    Ver Detalles
                  </ButtonLink>
                  <ButtonLink to={links.editPlan(plan.id)} size="sm" variant="ghost">
                    Editar
                  </ButtonLink>
                  <Button size="sm" variant="ghost" onClick={() => duplicate(plan.id)}>
                    Duplicar
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => remove(plan.id)}>
                    Eliminar
                  </Button>
                </div>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ListPage>
  );
}

/**
 * Under the formation: the day the plan prepares (its fixture's, else the one typed in it) and
 * the XI in one line.
 */
function PlanContext({ plan, fixture }: { plan: MatchPlan; fixture: Fixture | undefined }) {
  const day = planDayText(planDayOf(plan, fixture));
  return (
    <span className="mt-0.5 block text-xs text-slate-500">
      {day ? (
        <span className="font-medium text-brand-800" data-testid="plan-day">
          {day}
          {fixture?.matchId ? " · jugado" : ""}
        </span>
      ) : (
        "Sin partido del calendario"
      )}
      <span className="block" data-testid="plan-xi">
        {xiSummary(plan.lineup)}
      </span>
    </span>
  );
}
