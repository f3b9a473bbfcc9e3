// 'Goles y asistencias': each goal with its scorer and minute, and each assist. The scorers not
// adding up to the goals for is a warning only (a goal may be an own goal of the rival).
import { useFieldArray, useWatch } from "react-hook-form";
import type { UseFormReturn } from "react-hook-form";
import { scorersWarning } from "../../../domain/match-form";
import type { MatchFormValues } from "../../../domain/match-form";
import type { Player } from "../../../domain/types";
import { Alert } from "../../../ui/Alert";
import { Card } from "../../../ui/Card";
import { Field } from "../../../ui/Field";
import { Row, RowList } from "./FormRows";
import { MinuteField } from "./MinuteField";
import { PlayerSelect } from "./PlayerSelect";

type Props = { form: UseFormReturn<MatchFormValues>; players: readonly Player[] };

export function GoalsSection({ form, players }: Props) {
  const { register, control, formState } = form;
  const scorers = useFieldArray({ control, name: "scorers" });
  const assists = useFieldArray({ control, name: "assists" });
  const [goalsFor, scorerRows] = useWatch({ control, name: ["goalsFor", "scorers"] });
  const warning = scorersWarning({ goalsFor: goalsFor ?? "", scorers: scorerRows ?? [] });
  const errors = formState.errors;

  return (
    <Card title="Goles y asistencias" aria-label="Goles y asistencias">
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-3">
          <RowList
            title="Goleadores"
            addLabel="Añadir gol"
            onAdd={() => scorers.append({ player: "", minute: "" })}
            empty="Sin goles registrados."
            count={scorers.fields.length}
          >
            {scorers.fields.map((row, i) => (
              <Row
                key={row.id}
                columns="grid-cols-[1fr_7rem_auto]"
                onRemove={() => scorers.remove(i)}
                removeLabel={`Quitar gol ${i + 1}`}
              >
                <Field label={`Gol ${i + 1}`} error={errors.scorers?.[i]?.player?.message}>
                  {(p) => (
                    <PlayerSelect {...p} players={players} {...register(`scorers.${i}.player`)} />
                  )}
                </Field>
                <MinuteField
                  error={errors.scorers?.[i]?.minute?.message}
                  registration={register(`scorers.${i}.minute`)}
                />
              </Row>
            ))}
          </RowList>
          {warning && <Alert tone="warning">{warning}</Alert>}
        </div>
        <RowList
          title="Asistencias"
          addLabel="Añadir asistencia"
          onAdd={() => assists.append({ player: "" })}
          empty="Sin asistencias registradas."
          count={assists.fields.length}
        >
          {assists.fields.map((row, i) => (
            <Row
              key={row.id}
              columns="grid-cols-[1fr_auto]"
              onRemove={() => assists.remove(i)}
              removeLabel={`Quitar asistencia ${i + 1}`}
            >
              <Field label={`Asistencia ${i + 1}`} error={errors.assists?.[i]?.player?.message}>
                {(p) => (
                  <PlayerSelect {...p} players={players} {...register(`assists.${i}.player`)} />
                )}
              </Field>
            </Row>
          ))}
        </RowList>
      </div>
    </Card>
  );
}
