// 'Tarjetas': each card with its player and colour.
import { useFieldArray } from "react-hook-form";
import type { UseFormReturn } from "react-hook-form";
import type { MatchFormValues } from "../../../domain/match-form";
import type { Player } from "../../../domain/types";
import { Card } from "../../../ui/Card";
import { Field, Select } from "../../../ui/Field";
import { Row, RowList } from "./FormRows";
import { PlayerSelect } from "./PlayerSelect";

type Props = { form: UseFormReturn<MatchFormValues>; players: readonly Player[] };

export function CardsSection({ form, players }: Props) {
  const { register, control, formState } = form;
  const cards = useFieldArray({ control, name: "cards" });
  const errors = formState.errors;
  return (
    <Card title="Tarjetas" aria-label="Tarjetas">
      <RowList
        title="Tarjetas mostradas"
        addLabel="Añadir tarjeta"
        onAdd={() => cards.append({ player: "", type: "yellow" })}
        empty="Sin tarjetas."
        count={cards.fields.length}
      >
        {cards.fields.map((row, i) => (
          <Row
            key={row.id}
            columns="grid-cols-[minmax(0,1fr)_10rem_auto]"
            onRemove={() => cards.remove(i)}
            removeLabel={`Quitar tarjeta ${i + 1}`}
          >
            <Field label={`Tarjeta ${i + 1}`} error={errors.cards?.[i]?.player?.message}>
              {(p) => <PlayerSelect {...p} players={players} {...register(`cards.${i}.player`)} />}
            </Field>
            <Field label="Color">
              {(p) => (
                <Select {...p} {...register(`cards.${i}.type`)}>
                  <option value="yellow">Amarilla</option>
                  <option value="red">Roja</option>
                </Select>
              )}
            </Field>
          </Row>
        ))}
      </RowList>
    </Card>
  );
}
