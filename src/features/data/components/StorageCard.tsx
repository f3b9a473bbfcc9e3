import { useEffect, useState } from "react";
import { formatSize, storageHealth } from "../../../domain/data/storage-health";
import {
  persistenceState,
  requestPersistence,
  useStorageUsage,
} from "../../../state/data-commands";
import type { Persistence } from "../../../state/data-commands";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { cx } from "../../../ui/cx";

const persistenceText: Record<Persistence, string> = {
  persisted: "Persistente: el navegador no borrará estos datos para liberar espacio.",
  "not-persisted":
    "No persistente: si el disco se llena, el navegador podría borrar los datos de este sitio.",
  unsupported: "Este navegador no permite pedir almacenamiento persistente.",
};

export function StorageCard() {
  const health = storageHealth(useStorageUsage());
  const [persistence, setPersistence] = useState<Persistence | null>(null);
  const [answer, setAnswer] = useState<{ tone: "success" | "warning"; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    void persistenceState().then((p) => live && setPersistence(p));
    return () => {
      live = false;
    };
  }, []);

  const ask = async () => {
    const result = await requestPersistence();
    setPersistence(result);
    setAnswer(
      result === "persisted"
        ? { tone: "success", text: "El navegador aceptó conservar los datos de forma persistente." }
        : {
            tone: "warning",
            text: "El navegador no lo concedió por ahora. Suele aceptarlo cuando instalas Banquillo como aplicación o lo usas a menudo. Mientras tanto, exporta copias de seguridad con regularidad.",
          },
    );
  };

  return (
    <Card title="Almacenamiento" description="Los datos viven en este navegador.">
      <p className="text-sm text-slate-700">
        Usados <span className="font-semibold tabular-nums">{formatSize(health.usedChars)}</span> de
        unos {formatSize(health.budgetChars)} disponibles (
        <span className="tabular-nums">{health.percent} %</span>).
      </p>
      <div
        role="meter"
        aria-label="Espacio usado"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={health.percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cx(
            "h-full rounded-full",
            health.level === "ok"
              ? "bg-brand-600"
              : health.level === "warning"
                ? "bg-amber-500"
                : "bg-red-600",
          )}
          style={{ width: `${Math.max(health.percent, 1)}%` }}
        />
      </div>
      {health.level !== "ok" && (
        <Alert className="mt-3" tone={health.level === "full" ? "error" : "warning"}>
          El almacenamiento está casi lleno ({health.percent} %). Exporta una copia de seguridad y
          borra datos que ya no necesites para poder seguir guardando.
        </Alert>
      )}
      <div className="mt-4 border-t border-slate-100 pt-4">
        <p className="text-sm text-slate-700" data-testid="persistence">
          {persistence
            ? persistenceText[persistence]
            : "Comprobando si el almacenamiento es persistente…"}
        </p>
        {persistence === "not-persisted" && (
          <Button className="mt-3" size="sm" onClick={() => void ask()}>
            Pedir almacenamiento persistente
          </Button>
        )}
        {answer && (
          <Alert className="mt-3" tone={answer.tone}>
            {answer.text}
          </Alert>
        )}
      </div>
    </Card>
  );
}
