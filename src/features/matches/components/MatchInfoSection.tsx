// 'Datos del partido': rival, date, formation, home or away, goals and shots.
import type { UseFormReturn } from "react-hook-form";
import { paths } from "../../../config/paths";
import { lineupFor } from "../../../domain/match-form";
import type { MatchFormValues } from "../../../domain/match-form";
import type { Formation, Rival } from "../../../domain/types";
import { Card } from "../../../ui/Card";
import { Field, Input, Select } from "../../../ui/Field";
import { HintLink } from "./HintLink";

type Props = {
  form: UseFormReturn<MatchFormValues>;
  rivals: readonly Rival[];
  formations: readonly Formation[];
};

const uniqueNames = (items: readonly { name: string }[]) => [
  ...new Set(items.map((i) => i.name).filter(Boolean)),
];

export function MatchInfoSection({ form, rivals, formations }: Props) {
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  const count = (
    name: "goalsFor" | "goalsAgainst" | "shotsFor" | "shotsAgainst",
    p: { id: string; "aria-invalid": boolean; "aria-describedby"?: string },
  ) => (
    <Input
      {...p}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      className="tabular-nums"
      {...register(name)}
    />
  );

  return (
    <Card title="Datos del partido" aria-label="Datos del partido">
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label="Rival"
          required
          error={errors.rival?.message}
          hint={
            rivals.length === 0 ? (
              <HintLink to={paths.addRival} lead="No hay rivales guardados." text="Añadir rival" />
            ) : undefined
          }
          className="lg:col-span-2"
        >
          {(p) => (
            <Select {...p} {...register("rival")}>
              <option value="">Elegir rival…</option>
              {uniqueNames(rivals).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Fecha" required error={errors.date?.message}>
          {(p) => <Input {...p} type="date" {...register("date")} />}
        </Field>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">
            Condición
            <span className="ml-0.5 text-red-600" aria-hidden>
              *
            </span>
          </legend>
          <div className="flex h-10 items-center gap-5">
            {(
              [
                ["home", "Local"],
                ["away", "Visitante"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  value={value}
                  className="h-4 w-4 accent-brand-600"
                  {...register("location")}
                />
                {label}
              </label>
            ))}
          </div>
          {errors.location?.message && (
            <p className="text-sm text-red-700" role="alert">
              {errors.location.message}
            </p>
          )}
        </fieldset>
        <Field
          label="Formación"
          required
          error={errors.formation?.message}
          hint={
            formations.length === 0 ? (
              <HintLink
                to={paths.addFormation}
                lead="No hay formaciones guardadas."
                text="Crear formación"
              />
            ) : (
              "Al cambiarla se vacía la alineación."
            )
          }
          className="lg:col-span-2"
        >
          {(p) => (
            <Select
              {...p}
              {...register("formation", {
                // Spec 4: choosing a formation resets the roles to that formation's.
                onChange: (e: React.ChangeEvent<HTMLSelectElement>) =>
                  setValue("lineup", lineupFor(formations.find((f) => f.name === e.target.value))),
              })}
            >
              <option value="">Elegir formación…</option>
              {formations
                .filter((f, i) => f.name && formations.findIndex((g) => g.name === f.name) === i)
                .map((f) => (
                  <option key={f.name} value={f.name}>
                    {f.name} ({f.type})
                  </option>
                ))}
            </Select>
          )}
        </Field>
        <Field label="Goles a favor" required error={errors.goalsFor?.message}>
          {(p) => count("goalsFor", p)}
        </Field>
        <Field label="Goles en contra" required error={errors.goalsAgainst?.message}>
          {(p) => count("goalsAgainst", p)}
        </Field>
        <Field label="Tiros a favor" error={errors.shotsFor?.message} className="lg:col-start-3">
          {(p) => count("shotsFor", p)}
        </Field>
        <Field label="Tiros en contra" error={errors.shotsAgainst?.message}>
          {(p) => count("shotsAgainst", p)}
        </Field>
      </div>
    </Card>
  );
}
