import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { ReactNode } from "react";
import { rivalFormSchema } from "../../../domain/rival-form";
import type { RivalFormDetails, RivalFormValues } from "../../../domain/rival-form";
import { Button } from "../../../ui/Button";
import { Field, Input } from "../../../ui/Field";

type RivalFormProps = {
  defaultValues: RivalFormValues;
  submitLabel: string;
  onSubmit: (details: RivalFormDetails) => void;
  cancel?: ReactNode;
};

/** Name, logo, home ground and colours of a rival; nothing is saved until every field is valid. */
export function RivalForm({ defaultValues, submitLabel, onSubmit, cancel }: RivalFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<RivalFormValues, unknown, RivalFormDetails>({
    resolver: zodResolver(rivalFormSchema),
    defaultValues,
  });
  const [primary, secondary] = useWatch({ control, name: ["primaryColor", "secondaryColor"] });

  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <Field label="Nombre" required error={errors.name?.message}>
          {(p) => <Input {...p} autoComplete="off" {...register("name")} />}
        </Field>
        <Field label="Estadio" hint="Campo donde juega como local.">
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
        {cancel}
        <Button type="submit" variant="primary">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
