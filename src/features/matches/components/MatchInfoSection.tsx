// 'Datos del partido': rival, date, formation, home or away, goals and shots.
import type { UseFormReturn } from "react-hook-form";
import { paths } from "../../../config/paths";
import { useWatch } from "react-hook-form";
import { changeFormation, droppedPlayersMessage } from "../../../domain/match/formation-change";
import {
  COMPETITIONS,
  OTHER_COMPETITION,
  EMPTY_RIVAL_GOAL,
  goalRowsFor,
  lineupFor,
  scorerRowsFor,
} from "../../../domain/match/match-form";
import type { MatchFormValues } from "../../../domain/match/match-form";
import type { Formation, Player, Rival } from "../../../domain/records/types";
import { useDialogs } from "../../../ui/dialogs";
import { Card } from "../../../ui/Card";
import { Field, Input, Select } from "../../../ui/Field";
import { HintLink } from "./HintLink";
import {
  KEPT_CHOICE,
  KEPT_FORMATION_NOTE,
  KEPT_RIVAL_NOTE,
} from "../../../domain/match/kept-choices";

type Props = {
  form: UseFormReturn<MatchFormValues>;
  rivals: readonly Rival[];
  formations: readonly Formation[];
  players: readonly Player[];
};

export function MatchInfoSection({ form, rivals, formations, players }: Props) {
  const {
    register,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = form;
  const { confirm } = useDialogs();
  const [rivalId, formationId, competition] = useWatch({
    control,
    name: ["rivalId", "formationId", "competition"],
  });

  // The chosen players keep a place of their group in the new formation;
  // dropping anyone is asked first, naming them.
  const chooseFormation = async (id: string) => {
    const from = formations.find((f) => f.id === getValues("formationId"));
    const to = formations.find((f) => f.id === id);
    const current = Object.fromEntries(getValues("lineup").map((e) => [e.key, e.player]));
    const change = changeFormation(from, current, to);
    if (change.dropped.length > 0) {
      const nameOf = new Map<string, string>(players.map((p) => [p.id, p.name]));
      const ok = await confirm({
        title: "Cambiar de formación",
        message: droppedPlayersMessage(change.dropped.map((id) => nameOf.get(id) ?? id)),
        confirmLabel: "Cambiar",
        cancelLabel: "Mantener la formación",
      });
      if (!ok) return;
    }
    setValue("formationId", id, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    setValue(
      "lineup",
      lineupFor(to).map((e) => ({ key: e.key, player: change.assignment[e.key] ?? "" })),
      { shouldDirty: true },
    );
  };
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
      {...register(
        name,
        // Typing a score opens one goal row per goal (goalRowsFor).
        name === "goalsFor"
          ? {
              onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
                setValue("scorers", scorerRowsFor(e.target.value, getValues("scorers")), {
                  shouldDirty: true,
                }),
            }
          : name === "goalsAgainst"
            ? {
                onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
                  setValue(
                    "rivalGoals",
                    goalRowsFor(e.target.value, getValues("rivalGoals"), EMPTY_RIVAL_GOAL),
                    { shouldDirty: true },
                  ),
              }
            : undefined,
      )}
    />
  );

  return (
    <Card title="Datos del partido" aria-label="Datos del partido">
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label="Rival"
          required
          error={errors.rivalId?.message}
          hint={
            rivalId === KEPT_CHOICE ? (
              KEPT_RIVAL_NOTE
            ) : rivals.length === 0 ? (
              <HintLink to={paths.addRival} lead="No hay rivales guardados." text="Añadir rival" />
            ) : undefined
          }
          className="lg:col-span-2"
        >
          {(p) => (
            <Select {...p} {...register("rivalId")}>
              <option value="">Elegir rival…</option>
              {rivals
                .filter((r) => r.name)
                .map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
            </Select>
          )}
        </Field>
        <Field label="Fecha" required error={errors.date?.message}>
          {(p) => <Input {...p} type="date" {...register("date")} />}
        </Field>
        <Field label="Competición">
          {(p) => (
            <Select {...p} {...register("competition")}>
              {COMPETITIONS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
              <option value={OTHER_COMPETITION}>Otra…</option>
            </Select>
          )}
        </Field>
        {competition === OTHER_COMPETITION && (
          <Field label="Nombre de la competición" required error={errors.competitionOther?.message}>
            {(p) => (
              <Input {...p} autoComplete="off" maxLength={80} {...register("competitionOther")} />
            )}
          </Field>
        )}
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">
            Condición
            <span className="ml-0.5 text-red-600" aria-hidden>
              *
            </span>
          </legend>
          <div className="flex min-h-10 flex-wrap items-center gap-x-5 gap-y-1">
            {(
              [
                ["home", "Local"],
                ["away", "Visitante"],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-800"
              >
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
          error={errors.formationId?.message}
          hint={
            formationId === KEPT_CHOICE ? (
              KEPT_FORMATION_NOTE
            ) : formations.length === 0 ? (
              <HintLink
                to={paths.addFormation}
                lead="No hay formaciones guardadas."
                text="Crear formación"
              />
            ) : (
              "Al cambiarla, cada jugador conserva un puesto de su línea si lo hay."
            )
          }
          className="lg:col-span-2"
        >
          {(p) => (
            <Select
              {...p}
              name="formationId"
              value={formationId ?? ""}
              onChange={(e) => void chooseFormation(e.target.value)}
            >
              <option value="">Elegir formación…</option>
              {formations
                .filter((f) => f.name)
                .map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.id === KEPT_CHOICE ? f.name : `${f.name} (${f.type})`}
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
