import { useCallback } from "react";
import { useWatch } from "react-hook-form";
import type { RivalFormDetails, RivalFormValues } from "../../../domain/rivals/rival-form";
import { draftStore, mergeFlat } from "../../../state/drafts";
import { Button } from "../../../ui/Button";
import { DraftNotice } from "../../../ui/DraftNotice";
import { Field, Input } from "../../../ui/Field";
import { useRecordForm } from "../../../ui/record-form";
import { rivalFormSchema } from "../rival-form-schema";

type RivalFormProps = {
  /** Where the draft is kept: `draft:<draftKey>`. */
  draftKey: string;
  defaultValues: RivalFormValues;
  submitLabel: string;
  /** Saves; true when saved (then the draft is dropped and leaving is not asked about). */
  onSubmit: (details: RivalFormDetails) => boolean;
  onCancel: () => void;
};

/** Name, logo, home ground and colours of a rival; nothing is saved until every field is valid. */
export function RivalForm({
  draftKey,
  defaultValues,
  submitLabel,
  onSubmit: saveRival,
  onCancel,
}: RivalFormProps) {
  const { form, draft, onSubmit, cancel } = useRecordForm<RivalFormValues, RivalFormDetails>({
    schema: rivalFormSchema,
    defaultValues,
    draftKey,
    store: draftStore,
    parse: useCallback((raw: unknown) => mergeFlat(defaultValues, raw), [defaultValues]),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [primary, secondary] = useWatch({ control, name: ["primaryColor", "secondaryColor"] });
  // The pages report a failed save themselves: the form only needs to know whether it saved.
  const save = onSubmit((details) =>
    saveRival(details) ? { ok: true } : { ok: false, message: "" },
  );

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="space-y-5">
      <DraftNotice draft={draft} />
      <div className="grid gap-5 md:grid-cols-2">
        <Field label="Nombre" required error={errors.name?.message}>
          {(p) => <Input {...p} autoComplete="off" {...register("name")} />}
        </Field>
        <Field
          label="Estadio"
          hint="Campo donde juega como local."
          error={errors.homeGround?.message}
        >
          {(p) => <Input {...p} autoComplete="off" {...register("homeGround")} />}
        </Field>
        <Field
          label="Logo (URL)"
          error={errors.logo?.message}
          hint="Opcional. Dirección http:// o https:// de una imagen."
          className="md:col-span-2"
        >
          {(p) => (
            <Input
              {...p}
              type="url"
              inputMode="url"
              placeholder="https://…"
              {...register("logo")}
            />
          )}
        </Field>
        <Field label="Color principal" error={errors.primaryColor?.message}>
          {(p) => (
            <div className="flex items-center gap-3">
              <Input
                {...p}
                type="color"
                className="h-10 w-16 cursor-pointer p-1"
                {...register("primaryColor")}
              />
              <span className="font-mono text-sm text-slate-600">{primary}</span>
            </div>
          )}
        </Field>
        <Field label="Color secundario" error={errors.secondaryColor?.message}>
          {(p) => (
            <div className="flex items-center gap-3">
              <Input
                {...p}
                type="color"
                className="h-10 w-16 cursor-pointer p-1"
                {...register("secondaryColor")}
              />
              <span className="font-mono text-sm text-slate-600">{secondary}</span>
            </div>
          )}
        </Field>
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
        <Button onClick={() => void cancel(onCancel)}>Cancelar</Button>
        <Button type="submit" variant="primary">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
