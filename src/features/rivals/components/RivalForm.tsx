import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { rivalFormSchema } from "../../../domain/rivals/rival-form";
import type { RivalFormDetails, RivalFormValues } from "../../../domain/rivals/rival-form";
import { mergeFlat, useFormDraft, watchForDraft } from "../../../state/drafts";
import { Button } from "../../../ui/Button";
import { DraftNotice } from "../../../ui/DraftNotice";
import { Field, Input } from "../../../ui/Field";
import { useLeaveGuard } from "../../../ui/leave-guard";

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
  onSubmit,
  onCancel,
}: RivalFormProps) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<RivalFormValues, unknown, RivalFormDetails>({
    resolver: zodResolver(rivalFormSchema),
    defaultValues,
  });
  const [primary, secondary] = useWatch({ control, name: ["primaryColor", "secondaryColor"] });
  const draft = useFormDraft(draftKey, {
    subscribe: useMemo(() => watchForDraft(watch, defaultValues), [watch, defaultValues]),
    parse: useCallback((raw: unknown) => mergeFlat(defaultValues, raw), [defaultValues]),
    restore: useCallback((v: RivalFormValues) => reset(v, { keepDefaultValues: true }), [reset]),
  });
  const guard = useLeaveGuard(isDirty);
  const save = (details: RivalFormDetails) => {
    guard.release();
    if (onSubmit(details)) draft.clear();
    else guard.release(false);
  };
  const cancel = async () => {
    if (await guard.confirmLeave()) onCancel();
  };

  return (
    <form onSubmit={(e) => void handleSubmit(save)(e)} noValidate className="space-y-5">
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
        <Button onClick={() => void cancel()}>Cancelar</Button>
        <Button type="submit" variant="primary">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
