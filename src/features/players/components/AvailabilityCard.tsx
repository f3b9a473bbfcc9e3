// A player's availability: how he stands today, his injuries, absences and
// suspensions (those set by hand can be removed; those from cards are served by matches), and a
// small form to record a new one. Bad input gets a Spanish message beside the field.
import { useCallback, useState } from "react";
import { useWatch } from "react-hook-form";
import { AvailabilityBadge } from "../../../components/AvailabilityBadge";
import {
  AVAILABILITY_LABELS,
  availabilityOn,
  pendingSuspensions,
} from "../../../domain/squad/availability";
import type { AvailabilityDraft } from "../../../domain/squad/availability";
import { todayIso } from "../../../domain/base/dates";
import { formatDate } from "../../../domain/base/format";
import type { AvailabilityKind } from "../../../domain/records/types";
import { availabilityKinds } from "../../../domain/records/types";
import { addAvailability, deleteAvailability } from "../../../state/fixture-commands";
import { useAvailabilityRecords } from "../../../state/hooks";
import { useAvailabilityIndex } from "../../../state/availability";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { Field, Input, Select } from "../../../ui/Field";
import { DraftNotice } from "../../../ui/DraftNotice";
import { useRecordForm } from "../../../ui/record-form";
import { draftStore, mergeFlat } from "../../../state/drafts";
import { availabilityFormSchema } from "../availability-form-schema";
import type { AvailabilityId, PlayerId } from "../../../domain/base/ids";

const UNTIL_LABEL: Record<AvailabilityKind, string> = {
  injured: "Vuelta prevista",
  unavailable: "Hasta (incluido)",
  suspended: "",
};

const emptyDraft = (): AvailabilityDraft => ({
  kind: "injured",
  from: todayIso(),
  until: "",
  note: "",
  matches: "1",
  competition: "",
});

export function AvailabilityCard({ playerId }: { playerId: PlayerId }) {
  const records = useAvailabilityRecords().filter((r) => r.playerId === playerId);
  const index = useAvailabilityIndex();
  const today = todayIso();
  const status = availabilityOn(index, playerId, today);
  const fromCards = pendingSuspensions(index.pending.get(playerId) ?? []).filter(
    (s) => s.reason !== "manual",
  );
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");

  const remove = (id: AvailabilityId) => {
    const r = deleteAvailability(id);
    setMessage(r.ok ? "" : r.message);
  };

  return (
    <Card
      title="Disponibilidad"
      aria-label="Disponibilidad"
      description="Lesiones, sanciones y ausencias: planificación, convocatoria y directo las tienen en cuenta."
      actions={
        !open && (
          <Button size="sm" onClick={() => setOpen(true)}>
            Añadir ausencia
          </Button>
        )
      }
    >
      <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="availability-today">
        <span className="font-medium text-slate-700">Hoy:</span>
        {status.kind === "available" ? (
          <span className="text-brand-800">Disponible</span>
        ) : (
          <AvailabilityBadge status={status} detailed />
        )}
      </p>
      {message && (
        <Alert tone="error" className="mt-3">
          {message}
        </Alert>
      )}
      {(records.length > 0 || fromCards.length > 0) && (
        <ul className="mt-3 divide-y divide-slate-100 text-sm" aria-label="Ausencias registradas">
          {fromCards.map((s) => (
            <li key={`${s.matchId}-${s.reason}`} className="flex items-center gap-3 py-2">
              <span className="font-medium">{AVAILABILITY_LABELS.suspended}</span>
              <span className="flex-1 text-slate-600">
                {s.reason === "red" ? "Tarjeta roja" : "Acumulación de amarillas"} del{" "}
                {formatDate(s.date)} · {s.matches - s.servedBy.length} partido pendiente
                {s.competition ? ` (${s.competition})` : ""}
              </span>
            </li>
          ))}
          {records.map((r) => (
            <li key={r.id} className="flex items-center gap-3 py-2">
              <span className="font-medium">{AVAILABILITY_LABELS[r.kind]}</span>
              <span className="flex-1 text-slate-600">
                desde el {formatDate(r.from)}
                {r.kind === "suspended"
                  ? ` · ${r.matches ?? 1} ${(r.matches ?? 1) === 1 ? "partido" : "partidos"}${r.competition ? ` (${r.competition})` : ""}`
                  : r.until
                    ? ` · ${r.kind === "injured" ? "vuelve el" : "hasta el"} ${formatDate(r.until)}`
                    : ""}
                {r.note ? ` · ${r.note}` : ""}
              </span>
              <Button size="sm" variant="ghost" onClick={() => remove(r.id)}>
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open && <AvailabilityForm playerId={playerId} onDone={() => setOpen(false)} />}
    </Card>
  );
}

/** A new injury, absence or suspension: kept as a draft while typed, asked before it is lost. */
function AvailabilityForm({ playerId, onDone }: { playerId: PlayerId; onDone: () => void }) {
  const [initial] = useState(emptyDraft);
  const { form, draft, saveError, onSubmit, cancel } = useRecordForm<AvailabilityDraft>({
    schema: availabilityFormSchema,
    defaultValues: initial,
    draftKey: `availability:${playerId}`,
    store: draftStore,
    parse: useCallback(
      (raw: unknown) => {
        const d = mergeFlat(initial, raw);
        return d && availabilityKinds.includes(d.kind) ? d : undefined;
      },
      [initial],
    ),
  });
  const {
    register,
    control,
    formState: { errors: fieldErrors },
  } = form;
  const errors = Object.fromEntries(
    Object.entries(fieldErrors).map(([k, e]) => [k, e?.message]),
  ) as Partial<Record<keyof AvailabilityDraft, string>>;
  const kind = useWatch({ control, name: "kind" });

  const save = onSubmit((values) => {
    const r = addAvailability(playerId, values);
    if (r.ok) onDone();
    return r;
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void save(e)}
      className="mt-4 grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-2"
      aria-label="Nueva ausencia"
    >
      <DraftNotice draft={draft} className="sm:col-span-2" />
      {saveError && (
        <Alert tone="error" className="sm:col-span-2">
          {saveError}
        </Alert>
      )}
      <Field label="Tipo">
        {(p) => (
          <Select {...p} {...register("kind")}>
            {availabilityKinds.map((k) => (
              <option key={k} value={k}>
                {k === "unavailable" ? "No disponible (personal)" : AVAILABILITY_LABELS[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Desde" required error={errors.from}>
        {(p) => <Input {...p} type="date" {...register("from")} />}
      </Field>
      {kind === "suspended" ? (
        <>
          <Field label="Partidos de sanción" required error={errors.matches}>
            {(p) => (
              <Input
                {...p}
                type="number"
                min={1}
                max={50}
                inputMode="numeric"
                {...register("matches")}
              />
            )}
          </Field>
          <Field label="Competición" hint="Vacío: cualquier competición.">
            {(p) => <Input {...p} maxLength={60} {...register("competition")} />}
          </Field>
        </>
      ) : (
        <Field label={UNTIL_LABEL[kind]} error={errors.until}>
          {(p) => <Input {...p} type="date" {...register("until")} />}
        </Field>
      )}
      <Field label="Nota" error={errors.note} className="sm:col-span-2">
        {(p) => <Input {...p} maxLength={2000} {...register("note")} />}
      </Field>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" variant="primary">
          Guardar ausencia
        </Button>
        <Button onClick={() => void cancel(onDone)}>Cancelar</Button>
      </div>
    </form>
  );
}
