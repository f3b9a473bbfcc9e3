import { useState } from "react";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { useClearAll } from "./clear-all";

export function ClearCard() {
  const clearAll = useClearAll();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const clear = async () => {
    const r = await clearAll();
    if (r)
      setMessage(
        r.ok
          ? { tone: "success", text: "Se han borrado todos los datos." }
          : { tone: "error", text: r.message ?? "" },
      );
  };
  return (
    <Card title="Borrar todos los datos" description="Deja la aplicación vacía en este navegador.">
      <p className="text-sm text-slate-600">
        Borra jugadores, partidos, formaciones, rivales, planificaciones e insights guardados. Antes
        de confirmar podrás exportar una copia de seguridad.
      </p>
      <Button className="mt-4" variant="danger" onClick={() => void clear()}>
        Borrar todos los datos
      </Button>
      {message && (
        <Alert className="mt-4" tone={message.tone}>
          {message.text}
        </Alert>
      )}
    </Card>
  );
}
