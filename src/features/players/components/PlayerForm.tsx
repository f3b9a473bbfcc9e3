// The one player form, shared by /add-player and the edit mode of /player/{id}. Errors show
// beside their field in Spanish and nothing is handed to `onSave` until every field is valid.
import { useCallback, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { todayIso } from "../../../domain/base/dates";
import { footLabel, positionLabel } from "../../../domain/squad/player-labels";
import { MAX_NUMBER, MIN_NUMBER, numberHolder } from "../../../domain/squad/player-form";
import type { PlayerFormDetails, PlayerFormValues } from "../../../domain/squad/player-form";
import { playerPositions, preferredFeet } from "../../../domain/records/types";
import type { Player } from "../../../domain/records/types";
import { Alert } from "../../../ui/Alert";
import { Avatar } from "../../../ui/Avatar";
import { Button } from "../../../ui/Button";
import { DraftNotice } from "../../../ui/DraftNotice";
import { Field, Input, Select } from "../../../ui/Field";
import { useRecordForm } from "../../../ui/record-form";
import type { SaveResult } from "../../../ui/record-form";
import { draftStore, mergeFlat } from "../../../state/drafts";
import { playerFormSchema } from "../player-form-schema";

type PlayerFormProps = {
  /** Where the draft is kept: `draft:<draftKey>`. */
  draftKey: string;
  defaultValues: PlayerFormValues;
  /** The squad, to warn when the number is already worn. */
  players: readonly Player[];
  /** The player being edited: their own number is not a clash. */
  playerId?: string;
  submitLabel: string;
  onSave: (details: PlayerFormDetails) => SaveResult;
  onCancel: () => void;
};

export function PlayerForm({
  draftKey,
  defaultValues,
  players,
  playerId,
  submitLabel,
  onSave,
  onCancel,
}: PlayerFormProps) {
  const schema = useMemo(() => playerFormSchema(todayIso()), []);
  const { form, draft, saveError, onSubmit, cancel } = useRecordForm<
    PlayerFormValues,
    PlayerFormDetails
  >({
    schema,
    defaultValues,
    draftKey,
    store: draftStore,
    parse: useCallback((raw: unknown) => mergeFlat(defaultValues, raw), [defaultValues]),
    mode: "onTouched",
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [name, number, photo] = useWatch({ control, name: ["name", "number", "photo"] });
  const holder = numberHolder(players, number ?? "", playerId);

  return (
    <form
      noValidate
      onSubmit={onSubmit(onSave)}
      className="space-y-6"
      aria-label="Datos del jugador"
    >
      <DraftNotice draft={draft} />
      {saveError && <Alert tone="error">{saveError}</Alert>}

      <div className="flex items-center gap-4">
        <Avatar name={name?.trim() || "?"} photo={photo} size="lg" />
        <p className="text-sm text-slate-500">
          {photo?.trim()
            ? "Vista previa de la foto. Si no carga, se muestran las iniciales."
            : "Sin foto se muestra un avatar con las iniciales del jugador."}
        </p>
      </div>

      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
        <Field label="Nombre" required error={errors.name?.message} className="sm:col-span-2">
          {(p) => <Input {...p} autoComplete="off" {...register("name")} />}
        </Field>
        <Field label="Posición">
          {(p) => (
            <Select {...p} {...register("position")}>
              {playerPositions.map((pos) => (
                <option key={pos} value={pos}>
                  {positionLabel[pos]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Dorsal"
          required
          error={errors.number?.message}
          warning={holder ? `El dorsal ${number.trim()} ya lo lleva ${holder.name}.` : undefined}
          hint={`Entre ${MIN_NUMBER} y ${MAX_NUMBER}.`}
        >
          {(p) => (
            <Input
              {...p}
              inputMode="numeric"
              min={MIN_NUMBER}
              max={MAX_NUMBER}
              {...register("number")}
            />
          )}
        </Field>
        <Field label="Altura (cm)" error={errors.height?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...register("height")} />}
        </Field>
        <Field label="Peso (kg)" error={errors.weight?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...register("weight")} />}
        </Field>
        <Field label="Fecha de nacimiento" error={errors.birthdate?.message}>
          {(p) => <Input {...p} type="date" {...register("birthdate")} />}
        </Field>
        <Field label="Pie preferido">
          {(p) => (
            <Select {...p} {...register("preferredFoot")}>
              {preferredFeet.map((foot) => (
                <option key={foot} value={foot}>
                  {footLabel[foot]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="URL de la foto"
          error={errors.photo?.message}
          hint="Opcional. Una dirección que empiece por http:// o https://."
          className="sm:col-span-2"
        >
          {(p) => (
            <Input
              {...p}
              type="url"
              placeholder="https://"
              autoComplete="off"
              {...register("photo")}
            />
          )}
        </Field>
      </div>

      <div className="flex justify-end gap-2 border-t border-slate-100 pt-5">
        <Button variant="secondary" onClick={() => void cancel(onCancel)}>
          Cancelar
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
