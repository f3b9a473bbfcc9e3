import { useCallback, useRef, useState } from "react";
import {
  checkCrest,
  DEFAULT_TEAM_NAME,
  MAX_TEAM_NAME_CHARS,
  MAX_YELLOW_LIMIT,
  MIN_YELLOW_LIMIT,
} from "../../../domain/records/team-settings";
import {
  checkCrestFile,
  CREST_TYPES,
  teamSettingsFormValuesOf,
} from "../../../domain/records/team-settings-form";
import { MONTHS_ES } from "../../../domain/base/dates";
import type { TeamSettingsFormValues } from "../../../domain/records/team-settings-form";
import type { TeamSettings } from "../../../domain/records/types";
import { draftStore, mergeFlat } from "../../../state/drafts";
import { getTeamSettings } from "../../../state/team-settings";
import { saveTeamSettings } from "../../../state/team-settings-commands";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { Crest } from "../../../ui/Crest";
import { DraftNotice } from "../../../ui/DraftNotice";
import { Field, Input, Select } from "../../../ui/Field";
import { useRecordForm } from "../../../ui/record-form";
import { teamSettingsSchema } from "../settings-schema";

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

/** 'Configuración' → the team: its name, an optional crest and when its seasons start. */
export function TeamSettingsCard() {
  const [initial] = useState(() => teamSettingsFormValuesOf(getTeamSettings()));
  const { form, draft, saveError, onSubmit, saved } = useRecordForm<
    TeamSettingsFormValues,
    TeamSettings
  >({
    schema: teamSettingsSchema,
    defaultValues: initial,
    draftKey: "team-settings",
    store: draftStore,
    parse: useCallback((raw: unknown) => mergeFlat(initial, raw), [initial]),
  });
  const { register, watch, setValue, setError, clearErrors, formState } = form;
  const [done, setDone] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const crest = watch("crest");
  const uploaded = crest.startsWith("data:");
  const preview = checkCrest(crest);
  const setCrest = (value: string) => {
    setValue("crest", value, { shouldDirty: true });
    clearErrors("crest");
  };

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    const problem = checkCrestFile(picked);
    if (problem) return setError("crest", { message: problem });
    try {
      const url = await readAsDataUrl(picked);
      const check = checkCrest(url);
      if (check.ok) setCrest(url);
      else setError("crest", { message: check.message });
    } catch {
      setError("crest", { message: "No se pudo leer la imagen. Prueba con otro archivo." });
    } finally {
      if (file.current) file.current.value = "";
    }
  };

  const save = onSubmit((settings) => {
    const r = saveTeamSettings(settings);
    if (r.ok) saved(teamSettingsFormValuesOf(getTeamSettings()));
    setDone(r.ok);
    return r;
  });

  return (
    <Card
      title="Equipo"
      description="El nombre y el escudo que se ven en la barra superior, los partidos y los planes impresos."
    >
      <form noValidate onSubmit={(e) => void save(e)} className="space-y-5" aria-label="Equipo">
        <DraftNotice draft={draft} />
        <Field
          label="Nombre del equipo"
          hint={`Si lo dejas vacío se muestra «${DEFAULT_TEAM_NAME}». Las estadísticas generales del panel conservan «${DEFAULT_TEAM_NAME}».`}
        >
          {(p) => (
            <Input
              {...p}
              maxLength={MAX_TEAM_NAME_CHARS}
              placeholder={DEFAULT_TEAM_NAME}
              autoComplete="organization"
              {...register("name")}
            />
          )}
        </Field>

        <Field
          label="Escudo (dirección http o https)"
          error={formState.errors.crest?.message}
          hint="Opcional. Pega la dirección de una imagen o sube una de hasta 100 KB."
        >
          {(p) => (
            <Input
              {...p}
              inputMode="url"
              spellCheck={false}
              placeholder="https://…"
              value={uploaded ? "" : crest}
              disabled={uploaded}
              onChange={(e) => setCrest(e.target.value)}
            />
          )}
        </Field>
        <div className="-mt-2 flex flex-wrap items-center gap-3">
          {preview.ok && preview.value && (
            <Crest
              src={preview.value}
              alt="Vista previa del escudo"
              className="h-12 w-12 rounded border border-slate-200 bg-white p-1"
            />
          )}
          <input
            ref={file}
            type="file"
            accept={CREST_TYPES.join(",")}
            aria-label="Subir imagen del escudo"
            className="sr-only"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          <Button size="sm" onClick={() => file.current?.click()}>
            Subir imagen…
          </Button>
          {crest && (
            <Button size="sm" variant="ghost" onClick={() => setCrest("")}>
              Quitar escudo
            </Button>
          )}
          {uploaded && (
            <span className="text-xs text-slate-500">Imagen subida desde este equipo.</span>
          )}
        </div>

        <Field
          label="Primer mes de la temporada"
          hint="Los partidos se agrupan por temporadas que empiezan en este mes (por ejemplo, agosto: 2025-26)."
        >
          {(p) => (
            <Select {...p} {...register("seasonStartMonth")}>
              {MONTHS_ES.map((m, i) => (
                <option key={m} value={i + 1}>
                  {m[0]!.toUpperCase() + m.slice(1)}
                </option>
              ))}
            </Select>
          )}
        </Field>

        <Field
          label="Amarillas para una sanción"
          error={formState.errors.yellowCardLimit?.message}
          hint="Cada tantas amarillas en una temporada y competición, el jugador se pierde el siguiente partido de esa competición."
        >
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={MIN_YELLOW_LIMIT}
              max={MAX_YELLOW_LIMIT}
              className="max-w-32"
              {...register("yellowCardLimit")}
            />
          )}
        </Field>

        {saveError ? (
          <Alert tone="error" title="No se guardó">
            {saveError}
          </Alert>
        ) : (
          done && <Alert tone="success">Datos del equipo guardados.</Alert>
        )}

        <div className="border-t border-slate-100 pt-5">
          <Button type="submit" variant="primary">
            Guardar equipo
          </Button>
        </div>
      </form>
    </Card>
  );
}
