// 'Goles y asistencias': each goal with its scorer and minute, and each assist. The scorers not
// adding up to the goals for is a warning only (a goal may be an own goal of the rival).
import { useMemo } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import type { UseFormReturn } from "react-hook-form";
import { eventPlayerIds, scorersWarning } from "../../../domain/match/match-form";
import type { MatchFormValues } from "../../../domain/match/match-form";
import type { Player } from "../../../domain/records/types";
import { Alert } from "../../../ui/Alert";
import { Card } from "../../../ui/Card";
import { Row, RowList } from "./FormRows";
import { MinuteField } from "./MinuteField";
import { PlayerField } from "./PlayerField";

type Props = { form: UseFormReturn<MatchFormValues>; players: readonly Player[] };

export function GoalsSection({ form, players }: Props) {
  const { register, control, formState } = form;
  const scorers = useFieldArray({ control, name: "scorers" });
  const assists = useFieldArray({ control, name: "assists" });
  const [goalsFor, scorerRows, lineup, subs] = useWatch({
    control,
    name: ["goalsFor", "scorers", "lineup", "subs"],
  });
  // Only the starters and the substitutes who came on.
  const tookPart = useMemo(
    () => eventPlayerIds({ lineup: lineup ?? [], subs: subs ?? [] }),
    [lineup, subs],
  );
  const warning = scorersWarning({ goalsFor: goalsFor ?? "", scorers: scorerRows ?? [] });
  const errors = formState.errors;

  return (
    <Card title="Goles y asistencias" aria-label="Goles y asistencias">
      <div className="grid gap-8 xl:grid-cols-2">
        <div className="space-y-3">
          <RowList
            title="Goleadores"
            addLabel="Añadir gol"
            shortcut="g"
            onAdd={() =>
              scorers.append(
                { player: "", minute: "" },
                { focusName: `scorers.${scorers.fields.length}.player` },
              )
            }
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
                <PlayerField
                  control={control}
                  name={`scorers.${i}.player`}
                  label={`Gol ${i + 1}`}
                  text={`Gol ${i + 1}`}
                  players={players}
                  only={tookPart}
                  error={errors.scorers?.[i]?.player?.message}
                />
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
          shortcut="a"
          onAdd={() =>
            assists.append({ player: "" }, { focusName: `assists.${assists.fields.length}.player` })
          }
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
              <PlayerField
                control={control}
                name={`assists.${i}.player`}
                label={`Asistencia ${i + 1}`}
                text={`Asistencia ${i + 1}`}
                players={players}
                only={tookPart}
                error={errors.assists?.[i]?.player?.message}
              />
            </Row>
          ))}
        </RowList>
      </div>
    </Card>
  );
}
