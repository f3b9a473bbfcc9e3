import { useRef, useState } from "react";
import {
  checkCrest,
  DEFAULT_TEAM_NAME,
  MAX_TEAM_NAME_CHARS,
  MAX_YELLOW_LIMIT,
  MIN_YELLOW_LIMIT,
} from "../../../domain/records/team-settings";
import { checkCrestFile, CREST_TYPES, MONTHS_ES } from "../../../domain/records/team-settings-form";
import { getTeamSettings } from "../../../state/team-settings";
import { saveTeamSettings } from "../../../state/team-settings-commands";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { Crest } from "../../../ui/Crest";
import { Field, Input, Select } from "../../../ui/Field";

type Notice = { tone: "success" | "error"; text: string };

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
  const [initial] = useState(getTeamSettings);
  const [name, setName] = useState(initial.name);
  const [crest, setCrest] = useState(initial.crest ?? "");
  const [month, setMonth] = useState(initial.seasonStartMonth);
  const [yellowLimit, setYellowLimit] = useState(String(initial.yellowCardLimit));
  const [yellowError, setYellowError] = useState<string | null>(null);
  const [crestError, setCrestError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const uploaded = crest.startsWith("data:");
  const preview = checkCrest(crest);

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    const problem = checkCrestFile(picked);
    if (problem) {
      setCrestError(problem);
      return;
    }
    try {
      const url = await readAsDataUrl(picked);
      const check = checkCrest(url);
      if (check.ok) {
        setCrest(url);
        setCrestError(null);
      } else setCrestError(check.message);
    } catch {
      setCrestError("No se pudo leer la imagen. Prueba con otro archivo.");
    } finally {
      if (file.current) file.current.value = "";
    }
  };

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const check = checkCrest(crest);
    if (!check.ok) {
      setCrestError(check.message);
      return;
    }
    setCrestError(null);
    const limit = Number(yellowLimit);
    if (!Number.isInteger(limit) || limit < MIN_YELLOW_LIMIT || limit > MAX_YELLOW_LIMIT) {
      setYellowError(
        `Indica un número entero de ${MIN_YELLOW_LIMIT} a ${MAX_YELLOW_LIMIT} (5 es lo habitual).`,
      );
      return;
    }
    setYellowError(null);
    const r = saveTeamSettings({
      ...initial,
      name,
      crest: check.value,
      seasonStartMonth: month,
      yellowCardLimit: limit,
    });
    setNotice(
      r.ok
        ? { tone: "success", text: "Datos del equipo guardados." }
        : { tone: "error", text: r.message },
    );
  };

  return (
    <Card
      title="Equipo"
      description="El nombre y el escudo que se ven en la barra superior, los partidos y los planes impresos."
    >
      <form noValidate onSubmit={save} className="space-y-5" aria-label="Equipo">
        <Field
          label="Nombre del equipo"
          hint={`Si lo dejas vacío se muestra «${DEFAULT_TEAM_NAME}». Las estadísticas generales del panel conservan «${DEFAULT_TEAM_NAME}».`}
        >
          {(p) => (
            <Input
              {...p}
              value={name}
              maxLength={MAX_TEAM_NAME_CHARS}
              placeholder={DEFAULT_TEAM_NAME}
              autoComplete="organization"
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>

        <Field
          label="Escudo (dirección http o https)"
          error={crestError ?? undefined}
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
              onChange={(e) => {
                setCrest(e.target.value);
                setCrestError(null);
              }}
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
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setCrest("");
                setCrestError(null);
              }}
            >
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
            <Select {...p} value={month} onChange={(e) => setMonth(Number(e.target.value))}>
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
          error={yellowError ?? undefined}
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
              value={yellowLimit}
              onChange={(e) => setYellowLimit(e.target.value)}
            />
          )}
        </Field>

        {notice && (
          <Alert tone={notice.tone} title={notice.tone === "success" ? undefined : "No se guardó"}>
            {notice.text}
          </Alert>
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
