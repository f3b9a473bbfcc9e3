// 'Goles y asistencias': each goal with its scorer, minute and assistant (so an assist belongs to
// its goal), and the rival's goals with their optional minutes. Any player of the squad may be
// picked: one who neither started nor came on is offered his entry (EntryOffer). The scorers not
// adding up to the goals for is a warning only (a goal may be an own goal of the rival).
import { useMemo } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import type { UseFormReturn } from "react-hook-form";
import { EMPTY_SCORER, eventPlayerIds, scorersWarning } from "../../../domain/match/match-form";
import type { MatchFormValues } from "../../../domain/match/match-form";
import type { Player } from "../../../domain/records/types";
import { Alert } from "../../../ui/Alert";
import { Card } from "../../../ui/Card";
import { Field, Input } from "../../../ui/Field";
import { goalRowToFill } from "../actions/form-actions";
import { EntryOffer } from "./EntryOffer";
import { Row, RowList } from "./FormRows";
import { MinuteField } from "./MinuteField";
import { PlayerField } from "./PlayerField";

type Props = { form: UseFormReturn<MatchFormValues>; players: readonly Player[] };

/** Who took part so far: the starters and the substitutes who came on (the timeline's). */
export function useTookPart(form: UseFormReturn<MatchFormValues>) {
  const [lineup, subs] = useWatch({ control: form.control, name: ["lineup", "subs"] });
  return useMemo(() => eventPlayerIds({ lineup: lineup ?? [], subs: subs ?? [] }), [lineup, subs]);
}

export function GoalsSection({ form, players }: Props) {
  const { register, control, formState } = form;
  const scorers = useFieldArray({ control, name: "scorers" });
  const assists = useFieldArray({ control, name: "assists" });
  const rivalGoals = useFieldArray({ control, name: "rivalGoals" });
  const [goalsFor, scorerRows] = useWatch({ control, name: ["goalsFor", "scorers"] });
  const tookPart = useTookPart(form);
  const warning = scorersWarning({ goalsFor: goalsFor ?? "", scorers: scorerRows ?? [] });
  const errors = formState.errors;

  return (
    <Card title="Goles y asistencias" aria-label="Goles y asistencias">
      <div className="grid gap-8 xl:grid-cols-[2fr_1fr]">
        <div className="space-y-3">
          <RowList
            title="Goleadores"
            addLabel="Añadir gol"
            shortcut="g"
            onAdd={() => {
              // The score opened a row per goal: a new goal fills the first one still empty.
              const { index, add } = goalRowToFill(form.getValues("scorers"));
              if (add)
                scorers.append({ ...EMPTY_SCORER }, { focusName: `scorers.${index}.player` });
              else form.setFocus(`scorers.${index}.player`);
            }}
            empty="Sin goles registrados."
            count={scorers.fields.length}
          >
            {scorers.fields.map((row, i) => (
              <Row
                key={row.id}
                columns="grid-cols-[minmax(0,1fr)_6rem] sm:grid-cols-[minmax(0,1fr)_6rem_minmax(0,1fr)_auto]"
                onRemove={() => scorers.remove(i)}
                removeLabel={`Quitar gol ${i + 1}`}
                below={
                  <EntryOffer
                    form={form}
                    players={players}
                    picked={[scorerRows?.[i]?.player ?? "", scorerRows?.[i]?.assist ?? ""]}
                    tookPart={tookPart}
                  />
                }
              >
                <PlayerField
                  control={control}
                  name={`scorers.${i}.player`}
                  label={`Gol ${i + 1}`}
                  text={`Gol ${i + 1}`}
                  players={players}
                  error={errors.scorers?.[i]?.player?.message}
                />
                <MinuteField
                  error={errors.scorers?.[i]?.minute?.message}
                  registration={register(`scorers.${i}.minute`)}
                />
                <PlayerField
                  control={control}
                  name={`scorers.${i}.assist`}
                  label="Asistencia (opcional)"
                  text={`Asistencia del gol ${i + 1}`}
                  players={players}
                  error={errors.scorers?.[i]?.assist?.message}
                />
              </Row>
            ))}
          </RowList>
          {warning && <Alert tone="warning">{warning}</Alert>}
        </div>
        <div className="space-y-6">
          <section className="space-y-3" aria-label="Goles del rival">
            <h3 className="text-sm font-semibold text-slate-800">Goles del rival</h3>
            {rivalGoals.fields.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-200 px-4 py-3 text-sm text-slate-500">
                Sin goles del rival.
              </p>
            ) : (
              <ol className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
                {rivalGoals.fields.map((row, i) => (
                  <li key={row.id}>
                    <Field
                      label={`Gol del rival ${i + 1}: minuto (opcional)`}
                      error={errors.rivalGoals?.[i]?.minute?.message}
                    >
                      {(p) => (
                        <Input
                          {...p}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          className="tabular-nums"
                          {...register(`rivalGoals.${i}.minute`)}
                        />
                      )}
                    </Field>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {/* Only in matches stored before each assist was tied to its goal. */}
          {assists.fields.length > 0 && (
            <RowList
              title="Asistencias sin gol"
              addLabel="Añadir asistencia sin gol"
              onAdd={() =>
                assists.append(
                  { player: "" },
                  { focusName: `assists.${assists.fields.length}.player` },
                )
              }
              empty=""
              count={assists.fields.length}
            >
              {assists.fields.map((row, i) => (
                <Row
                  key={row.id}
                  columns="grid-cols-[minmax(0,1fr)_auto]"
                  onRemove={() => assists.remove(i)}
                  removeLabel={`Quitar asistencia ${i + 1}`}
                >
                  <PlayerField
                    control={control}
                    name={`assists.${i}.player`}
                    label={`Asistencia ${i + 1}`}
                    text={`Asistencia ${i + 1}`}
                    players={players}
                    error={errors.assists?.[i]?.player?.message}
                  />
                </Row>
              ))}
            </RowList>
          )}
        </div>
      </div>
    </Card>
  );
}
