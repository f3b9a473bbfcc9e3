// 'Tarjetas': each card with its player, (optionally) minute and colour; yellow, the usual one,
// is chosen, so the colour comes last and a yellow needs no stop there. Any player of the squad
// may be picked; one who did not take part is offered his entry.
import { useFieldArray, useWatch } from "react-hook-form";
import type { UseFormReturn } from "react-hook-form";
import type { MatchFormValues } from "../../../domain/match/match-form";
import type { Player } from "../../../domain/records/types";
import { Card } from "../../../ui/Card";
import { Field, Select } from "../../../ui/Field";
import { EntryOffer } from "./EntryOffer";
import { Row, RowList } from "./FormRows";
import { useTookPart } from "./GoalsSection";
import { MinuteField } from "./MinuteField";
import { PlayerField } from "./PlayerField";

type Props = { form: UseFormReturn<MatchFormValues>; players: readonly Player[] };

export function CardsSection({ form, players }: Props) {
  const { register, control, formState } = form;
  const cards = useFieldArray({ control, name: "cards" });
  const errors = formState.errors;
  const cardRows = useWatch({ control, name: "cards" });
  const tookPart = useTookPart(form);
  return (
    <Card title="Tarjetas" aria-label="Tarjetas">
      <RowList
        title="Tarjetas mostradas"
        addLabel="Añadir tarjeta"
        shortcut="t"
        onAdd={() =>
          cards.append(
            { player: "", type: "yellow", minute: "" },
            { focusName: `cards.${cards.fields.length}.player` },
          )
        }
        empty="Sin tarjetas."
        count={cards.fields.length}
      >
        {cards.fields.map((row, i) => (
          <Row
            key={row.id}
            columns="grid-cols-[minmax(0,1fr)_6rem] sm:grid-cols-[minmax(0,1fr)_6rem_8rem_auto]"
            onRemove={() => cards.remove(i)}
            removeLabel={`Quitar tarjeta ${i + 1}`}
            below={
              <EntryOffer
                form={form}
                players={players}
                picked={[cardRows?.[i]?.player ?? ""]}
                tookPart={tookPart}
              />
            }
          >
            <PlayerField
              control={control}
              name={`cards.${i}.player`}
              label={`Tarjeta ${i + 1}`}
              text={`Tarjeta ${i + 1}`}
              players={players}
              error={errors.cards?.[i]?.player?.message}
            />
            <MinuteField
              optional
              error={errors.cards?.[i]?.minute?.message}
              registration={register(`cards.${i}.minute`)}
            />
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
