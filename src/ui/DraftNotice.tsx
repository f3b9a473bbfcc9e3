// The offer of a draft kept from an earlier visit: 'Continuar borrador' or 'Descartar'.
import { Alert } from "./Alert";
import { Button } from "./Button";

type Props = { savedAt: string; onContinue: () => void; onDiscard: () => void; className?: string };

function when(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return ` (guardado el ${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} a las ${pad(d.getHours())}:${pad(d.getMinutes())})`;
}

export function DraftNotice({ savedAt, onContinue, onDiscard, className }: Props) {
  return (
    <Alert
      tone="info"
      title="Hay un borrador sin guardar"
      className={className}
      action={
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="primary" onClick={onContinue}>
            Continuar borrador
          </Button>
          <Button size="sm" variant="secondary" onClick={onDiscard}>
            Descartar
          </Button>
        </div>
      }
    >
      Lo que escribiste la última vez en este formulario{when(savedAt)} sigue en este navegador.
    </Alert>
  );
}
