// 'Cambios': who went off, who came on and when. The lists offer the players who can take part
// (on the pitch / on the bench); the domain rules still check the order of the changes.
import { useMemo } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import type { UseFormReturn } from "react-hook-form";
import type { MatchFormValues } from "../../../domain/match/match-form";
import type { Player } from "../../../domain/records/types";
import { Card } from "../../../ui/Card";
import { Row, RowList } from "./FormRows";
import { MinuteField } from "./MinuteField";
import { PlayerField } from "./PlayerField";

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
        shortcut="c"
        onAdd={() =>
          subs.append(
            { playerOut: "", playerIn: "", minute: "" },
            { focusName: `subs.${subs.fields.length}.playerOut` },
          )
        }
        empty="Sin cambios."
        count={subs.fields.length}
      >
        {subs.fields.map((row, i) => (
          <Row
            key={row.id}
            columns="grid-cols-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_7rem_auto]"
            onRemove={() => subs.remove(i)}
            removeLabel={`Quitar cambio ${i + 1}`}
          >
            <PlayerField
              control={control}
              name={`subs.${i}.playerOut`}
              label={`Sale (cambio ${i + 1})`}
              text={`Sale (cambio ${i + 1})`}
              players={players}
              only={canGoOff}
              // A whole line each on a phone, so the names are not cut.
              className="col-span-2 sm:col-span-1"
              error={errors.subs?.[i]?.playerOut?.message}
            />
            <PlayerField
              control={control}
              name={`subs.${i}.playerIn`}
              label="Entra"
              text={`Entra (cambio ${i + 1})`}
              players={players}
              only={bench}
              className="col-span-2 sm:col-span-1"
              error={errors.subs?.[i]?.playerIn?.message}
            />
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
