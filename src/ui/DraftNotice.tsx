// The offer of a draft kept from an earlier visit: 'Continuar borrador' or 'Descartar'.
import { pad2 } from "../domain/base/dates";
import { Alert } from "./Alert";
import { Button } from "./Button";

/** What a form's draft hook gives (`useFormDraft`): the draft on offer, if any, and the answers. */
type OfferedDraft = {
  offered: { savedAt: string } | null;
  continueDraft: () => void;
  discard: () => void;
};

type Props = { draft: OfferedDraft; className?: string };

function when(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return ` (guardado el ${pad2(d.getDate())}/${pad2(d.getMonth() + 1)}/${d.getFullYear()} a las ${pad2(d.getHours())}:${pad2(d.getMinutes())})`;
}

/** Nothing when no draft is on offer. */
export function DraftNotice({ draft, className }: Props) {
  if (!draft.offered) return null;
  return (
    <Alert
      tone="info"
      title="Hay un borrador sin guardar"
      className={className}
      action={
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="primary" onClick={draft.continueDraft}>
            Continuar borrador
          </Button>
          <Button size="sm" variant="secondary" onClick={draft.discard}>
            Descartar
          </Button>
        </div>
      }
    >
      Lo que escribiste la última vez en este formulario{when(draft.offered.savedAt)} sigue en este
      navegador.
    </Alert>
  );
}
