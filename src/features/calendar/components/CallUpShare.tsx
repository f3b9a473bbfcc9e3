// The call-up out of the app: printed, copied or shared as text for the team's chat, or as
// a PNG image.
import { longDate, squadByLine } from "../../../domain/calendar/fixtures";
import type { Fixture, Player } from "../../../domain/records/types";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { copyText } from "../../../ui/copy-text";
import type { Notice } from "../../../ui/copy-text";

type CallUpShareProps = {
  fixture: Fixture;
  title: string;
  squad: readonly Player[];
  text: string;
  setMessage: (m: Notice) => void;
};

export function CallUpShare({ fixture, title, squad, text, setMessage }: CallUpShareProps) {
  const copy = async () => {
    setMessage(
      await copyText(
        text,
        "Texto copiado: pégalo en el chat del equipo.",
        "El navegador no dejó copiar el texto. Selecciónalo abajo y cópialo a mano.",
      ),
    );
  };

  const share = async () => {
    try {
      await navigator.share({ title: `Convocatoria · ${title}`, text });
    } catch {
      // Cancelled by the coach, or refused: nothing to say.
    }
  };

  const image = async () => {
    try {
      const { callUpPng } = await import("../callup-image");
      const blob = await callUpPng({
        title,
        facts: `${fixture.competition} · ${longDate(fixture.date)} · ${fixture.time}`,
        venue: fixture.venue,
        players: squadByLine(squad).map((p) => ({ number: p.number, name: p.name })),
      });
      const file = new File([blob], `convocatoria-${fixture.date}.png`, { type: "image/png" });
      if (navigator.canShare?.({ files: [file] })) {
        await navigator.share({ files: [file], title: `Convocatoria · ${title}` });
        return;
      }
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = file.name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setMessage({ tone: "success", text: "Imagen descargada." });
    } catch {
      setMessage({ tone: "error", text: "No se pudo crear la imagen de la convocatoria." });
    }
  };

  const none = squad.length === 0;
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  return (
    <Card title="Compartir" className="no-print">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => window.print()} disabled={none} className="max-md:min-h-12">
          Imprimir
        </Button>
        <Button onClick={copy} disabled={none} className="max-md:min-h-12">
          Copiar texto
        </Button>
        {canShare && (
          <Button onClick={share} disabled={none} className="max-md:min-h-12">
            Compartir
          </Button>
        )}
        <Button onClick={image} disabled={none} className="max-md:min-h-12">
          Imagen (PNG)
        </Button>
      </div>
      <label className="mt-4 block text-xs font-medium text-slate-600">
        Texto para el chat
        <textarea
          readOnly
          value={text}
          rows={8}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 p-2 font-mono text-xs text-slate-800"
        />
      </label>
    </Card>
  );
}
