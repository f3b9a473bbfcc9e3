// 'Cambios': who went off, who came on and when. The lists offer the players who can take part
// (on the pitch / on the bench); the domain rules still check the order of the changes.
import { useMemo } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import type { UseFormReturn } from "react-hook-form";
import type { MatchFormValues } from "../../../domain/match-form";
import type { Player } from "../../../domain/types";
import { Card } from "../../../ui/Card";
import { Field } from "../../../ui/Field";
import { Row, RowList } from "./FormRows";
import { MinuteField } from "./MinuteField";
import { PlayerSelect } from "./PlayerSelect";

type Props = { form: UseFormReturn<MatchFormValues>; players: readonly Player[] };

export function SubsSection({ form, players }: Props) {
  const { register, control, formState } = form;
  const subs = useFieldArray({ control, name: "subs" });
  const [lineup, subRows] = useWatch({ control, name: ["lineup", "subs"] });
  const { canGoOff, bench } = useMemo(() => {
    const starters = new Set((lineup ?? []).map((e) => e.player).filter(Boolean));
    const cameOn = (subRows ?? []).map((s) => s.playerIn).filter(Boolean);
    return {
      canGoOff: starters.size > 0 ? new Set([...starters, ...cameOn]) : undefined,
      bench: new Set(players.filter((p) => !starters.has(p.id)).map((p) => p.id)),
    };
  }, [lineup, subRows, players]);
  const errors = formState.errors;

  return (
    <Card title="Cambios" aria-label="Cambios">
      <RowList
        title="Sustituciones"
        addLabel="Añadir cambio"
        onAdd={() => subs.append({ playerOut: "", playerIn: "", minute: "" })}
        empty="Sin cambios."
        count={subs.fields.length}
      >
        {subs.fields.map((row, i) => (
          <Row
            key={row.id}
            columns="grid-cols-[1fr_1fr_7rem_auto]"
            onRemove={() => subs.remove(i)}
            removeLabel={`Quitar cambio ${i + 1}`}
          >
            <Field label={`Sale (cambio ${i + 1})`} error={errors.subs?.[i]?.playerOut?.message}>
              {(p) => (
                <PlayerSelect
                  {...p}
                  players={players}
                  only={canGoOff}
                  current={subRows?.[i]?.playerOut}
                  {...register(`subs.${i}.playerOut`)}
                />
              )}
            </Field>
            <Field label="Entra" error={errors.subs?.[i]?.playerIn?.message}>
              {(p) => (
                <PlayerSelect
                  {...p}
                  players={players}
                  only={bench}
                  current={subRows?.[i]?.playerIn}
                  {...register(`subs.${i}.playerIn`)}
                />
              )}
            </Field>
            <MinuteField
              error={errors.subs?.[i]?.minute?.message}
              registration={register(`subs.${i}.minute`)}
            />
          </Row>
        ))}
      </RowList>
    </Card>
  );
}
