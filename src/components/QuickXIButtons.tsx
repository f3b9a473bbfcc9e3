// 'Repetir último once' and 'Once sugerido' (domain/calendar/quick-xi.ts) for any XI picker:
// planning and the match form. They fill the positions at once; every pick stays editable in the
// picker itself. What the button did is said in words under it (read out by screen readers).
import { useState } from "react";
import { lastXI, lastXINote, suggestedXI } from "../domain/calendar/quick-xi";
import type { QuickXIInput } from "../domain/calendar/quick-xi";
import { Button } from "../ui/Button";

export type QuickXIFill = {
  /** Position → player id, for every position of the formation ('' = left empty). */
  lineup: Record<string, string>;
  /** Position → why that player ('Once sugerido' only). */
  reasons: Map<string, string>;
  /** What was done, in words (also shown under the buttons). */
  note: string;
};

type Props = { input: QuickXIInput; onFill: (fill: QuickXIFill) => void };

export function QuickXIButtons({ input, onFill }: Props) {
  const [note, setNote] = useState("");
  const repeat = () => {
    const r = lastXI(input);
    const said = lastXINote(r, input.players);
    setNote(said);
    if (!r.match) return;
    onFill({ lineup: r.lineup, reasons: new Map(), note: said });
  };
  const suggest = () => {
    const picks = suggestedXI(input);
    const empty = picks.filter((p) => !p.playerId).length;
    const said =
      empty === 0
        ? "Once sugerido por minutos, forma reciente y disponibilidad: el motivo va junto a cada posición."
        : `Once sugerido: ${empty === 1 ? "queda 1 posición" : `quedan ${empty} posiciones`} sin jugador disponible.`;
    setNote(said);
    onFill({
      lineup: Object.fromEntries(picks.map((p) => [p.key, p.playerId])),
      reasons: new Map(picks.filter((p) => p.playerId).map((p) => [p.key, p.reason])),
      note: said,
    });
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={repeat}>
          Repetir último once
        </Button>
        <Button size="sm" variant="secondary" onClick={suggest}>
          Once sugerido
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-600 empty:hidden">
        {note}
      </p>
    </div>
  );
}
