import type { UseFormRegister } from "react-hook-form";
import { longDate } from "../../../domain/calendar/fixtures";
import type { PlanDay } from "../../../domain/calendar/match-plan";
import type { PlanFormValues } from "../../../domain/calendar/plan-form";
import { COMPETITIONS } from "../../../domain/records/season";
import { LIMITS } from "../../../domain/base/limits";
import { Card } from "../../../ui/Card";
import { Field, Input, Textarea } from "../../../ui/Field";

type PlanDayStepProps = {
  register: UseFormRegister<PlanFormValues>;
  /** The fixture's day, when the plan prepares one: shown, not typed (the calendar owns it). */
  fixtureDay?: PlanDay;
};

/** The match day the plan prepares and the coach's own notes, printed with the plan. */
export function PlanDayStep({ register, fixtureDay }: PlanDayStepProps) {
  return (
    <Card
      title="Día del partido y notas"
      aria-label="Día del partido y notas"
      description="Se guardan con la planificación y salen en su hoja impresa."
    >
      <div className="space-y-4">
        {fixtureDay ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {[
              fixtureDay.date && longDate(fixtureDay.date),
              fixtureDay.time,
              fixtureDay.competition,
              fixtureDay.venue,
            ]
              .filter(Boolean)
              .join(" · ")}
            <span className="block text-xs text-slate-500">
              Del calendario: cambia el día o el campo en el partido del calendario.
            </span>
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Fecha">{(p) => <Input {...p} type="date" {...register("date")} />}</Field>
            <Field label="Hora de inicio">
              {(p) => <Input {...p} type="time" {...register("time")} />}
            </Field>
            <Field label="Competición">
              {(p) => (
                <>
                  <Input
                    {...p}
                    list="plan-competitions"
                    maxLength={60}
                    placeholder="Liga"
                    {...register("competition")}
                  />
                  <datalist id="plan-competitions">
                    {COMPETITIONS.map((c) => (
                      <option key={c} value={c} />
                    ))}
                  </datalist>
                </>
              )}
            </Field>
            <Field label="Campo">
              {(p) => (
                <Input
                  {...p}
                  maxLength={LIMITS.shortText}
                  placeholder="Campo o dirección"
                  {...register("venue")}
                />
              )}
            </Field>
          </div>
        )}
        <Field
          label="Notas del entrenador"
          hint="Balón parado, marcajes, consignas para el equipo."
        >
          {(p) => (
            <Textarea
              {...p}
              rows={4}
              maxLength={LIMITS.note}
              placeholder="Córners: Piqué al primer palo. Marcaje al 10 rival."
              {...register("notes")}
            />
          )}
        </Field>
      </div>
    </Card>
  );
}
