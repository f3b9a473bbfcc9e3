import { useState } from "react";
import { useCurrentCounts } from "../../../state/data-commands";
import { loadDemoTeam } from "../../../state/demo-commands";
import { useDemoLoaded } from "../../../state/demo-status";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";

export function DemoCard() {
  const counts = useCurrentCounts();
  const demo = useDemoLoaded();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const empty = Object.values(counts).every((n) => n === 0);

  const load = async () => {
    const r = await loadDemoTeam();
    setMessage(
      r.ok
        ? {
            tone: "success",
            text: "Equipo de ejemplo cargado: recorre el Dashboard, Jugadores o Partidos.",
          }
        : { tone: "error", text: r.message },
    );
  };
  return (
    <Card
      title="Equipo de ejemplo"
      description="Una plantilla realista con una temporada de partidos, para conocer la app."
    >
      {demo ? (
        <p className="text-sm text-slate-600">
          El equipo de ejemplo está cargado: todo lo que ves son datos inventados. Cuando quieras
          empezar con tu equipo, bórralo de una vez con «Borrar todos los datos».
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          22 jugadores, 3 formaciones, 8 rivales con notas, 30 partidos y una planificación.{" "}
          {empty ? "" : "Solo se puede cargar con la aplicación vacía."}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {!demo && (
          <Button variant="primary" disabled={!empty} onClick={() => void load()}>
            Cargar equipo de ejemplo
          </Button>
        )}
      </div>
      {message && (
        <Alert className="mt-4" tone={message.tone}>
          {message.text}
        </Alert>
      )}
    </Card>
  );
}
