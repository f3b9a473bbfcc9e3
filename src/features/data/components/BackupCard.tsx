import { useRef, useState } from "react";
import { listLabels } from "../../../config/app";
import { listKeys } from "../../../config/storage-keys";
import {
  BACKUP_TRAINING,
  TRAINING_NOUNS,
  describeCounts,
  describeTrainingCounts,
  exportedWhen,
} from "../../../domain/data/backup";
import { formatDate } from "../../../domain/base/format";
import {
  currentCounts,
  currentTrainingCounts,
  useCurrentCounts,
  useCurrentTrainingCounts,
  AI_CONNECTION_KEPT,
  fixRestorePreview,
  previewBackup,
  restoreBackup,
} from "../../../state/data-commands";
import type { RestorePreview } from "../../../state/data-commands";
import { refusedText } from "../../../state/sync-preflight";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { useDialogs } from "../../../ui/dialogs";
import { Table, Td, Th } from "../../../ui/Table";
import { downloadBackup } from "./backup-download";
import type { Message } from "./backup-download";

function sourceLine(p: RestorePreview): string {
  if (p.source === "original") return "Datos del producto original (sin fecha de exportación).";
  const when = exportedWhen(p.exportedAt);
  const date = when ? `Exportada el ${formatDate(when.day)} a las ${when.time}` : "Sin fecha";
  return p.appVersion ? `${date} · Banquillo ${p.appVersion}` : date;
}

export function BackupCard() {
  const { confirm } = useDialogs();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [preview, setPreview] = useState<{ name: string; value: RestorePreview } | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setPreview(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setMessage({ tone: "error", text: "No se pudo leer el archivo. No se ha cambiado nada." });
      return;
    }
    const r = previewBackup(text);
    if (r.ok) {
      setMessage(null);
      setPreview({ name: file.name, value: r.value });
    } else
      setMessage({ tone: "error", title: `No se puede importar «${file.name}»`, text: r.message });
    if (input.current) input.current.value = "";
  };

  const replace = async () => {
    if (!preview) return;
    const lost = [describeCounts(currentCounts()), describeTrainingCounts(currentTrainingCounts())]
      .filter(Boolean)
      .join("; ");
    const ok = await confirm({
      title: "¿Reemplazar los datos actuales?",
      message: lost
        ? `Se borrarán los datos actuales de este navegador (${lost}) y se cargará la copia en su lugar. Esto no se puede deshacer: si los necesitas, exporta antes una copia de seguridad.`
        : "No hay datos actuales: se cargará la copia.",
      confirmLabel: "Reemplazar datos",
      danger: true,
    });
    if (!ok) return;
    const r = restoreBackup(preview.value);
    if (r.ok) {
      const what =
        [describeCounts(preview.value.counts), describeTrainingCounts(preview.value.trainingCounts)]
          .filter(Boolean)
          .join("; ") || "ningún dato";
      setMessage({ tone: "success", text: `Copia restaurada: ${what}.` });
      setPreview(null);
    } else setMessage({ tone: "error", text: r.message });
  };

  const fix = () => {
    if (!preview) return;
    const value = fixRestorePreview(preview.value);
    const before = preview.value.refused.length;
    setPreview({ ...preview, value });
    setMessage({
      tone: "success",
      text: `Corregidos ${before - value.refused.length} de ${before} registros. El archivo no cambia.`,
    });
  };

  const now = useCurrentCounts();
  const nowTraining = useCurrentTrainingCounts();
  return (
    <Card
      title="Copia de seguridad"
      description="Un archivo con todos tus datos para guardarlo aparte o llevarlo a otro navegador."
    >
      <p className="text-sm text-slate-600">
        Incluye jugadores, partidos, formaciones, rivales, planificaciones e insights guardados, la
        fecha y la versión de la app, y la conexión de IA sin la clave.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => setMessage(downloadBackup())}>
          Exportar copia de seguridad
        </Button>
        <Button onClick={() => input.current?.click()}>Importar copia</Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          aria-label="Archivo de copia de seguridad"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </div>
      {message && (
        <Alert className="mt-4" tone={message.tone} title={message.title}>
          {message.text}
        </Alert>
      )}
      {preview && (
        <section
          aria-label="Contenido de la copia"
          className="mt-4 rounded-lg border border-slate-200"
        >
          <header className="border-b border-slate-100 px-4 py-3">
            <h3 className="text-sm font-semibold">Contenido de «{preview.name}»</h3>
            <p className="mt-0.5 text-sm text-slate-500">{sourceLine(preview.value)}</p>
            {preview.value.migrated.length > 0 && (
              <p className="mt-1 text-sm text-slate-600">
                La copia es de una versión anterior: al restaurarla se actualiza (cada jugador,
                formación y rival recibe un identificador estable). No se pierde ningún dato.
              </p>
            )}
            {preview.value.repaired.length > 0 && (
              <p className="mt-1 text-sm text-amber-800">
                Al restaurarla se reparan, como al abrir la app, {preview.value.repaired.join("; ")}
                : por ejemplo, un texto más largo que su límite se acorta y un identificador
                repetido recibe otro. El archivo no cambia.
              </p>
            )}
            {preview.value.refused.length > 0 && (
              <Alert
                className="mt-2"
                tone="warning"
                title="El servidor del equipo no los aceptaría"
              >
                <p>
                  La copia trae {refusedText(preview.value.refused)} Puedes corregirlos antes de
                  restaurarla (un dorsal con decimales se redondea; un campo desconocido que el
                  servidor rechaza se quita; el archivo no cambia) o restaurarla así: se quedarán
                  solo en este dispositivo, marcados «No compartido».
                </p>
                <Button className="mt-2" onClick={fix}>
                  Corregir
                </Button>
              </Alert>
            )}
            {preview.value.ignoredAiSettings && (
              <p className="mt-1 text-sm text-amber-800">{AI_CONNECTION_KEPT}</p>
            )}
          </header>
          <Table>
            <thead>
              <tr>
                <Th>Lista</Th>
                <Th numeric>En la copia</Th>
                <Th numeric>Ahora</Th>
              </tr>
            </thead>
            <tbody>
              {listKeys.map((k) => (
                <tr key={k}>
                  <Td>{listLabels[k]}</Td>
                  <Td numeric>{preview.value.counts[k]}</Td>
                  <Td numeric className="text-slate-500">
                    {now[k]}
                  </Td>
                </tr>
              ))}
              {BACKUP_TRAINING.map((k) => (
                <tr key={k}>
                  <Td>{TRAINING_NOUNS[k][1].replace(/^./, (c) => c.toUpperCase())}</Td>
                  <Td numeric>{preview.value.trainingCounts[k]}</Td>
                  <Td numeric className="text-slate-500">
                    {nowTraining[k]}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <div className="flex flex-wrap items-center justify-end gap-2 px-4 py-3">
            <Button onClick={() => setPreview(null)}>Cancelar</Button>
            <Button variant="primary" onClick={() => void replace()}>
              Reemplazar los datos actuales
            </Button>
          </div>
        </section>
      )}
    </Card>
  );
}
