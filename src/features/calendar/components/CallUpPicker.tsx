// The squad by position to tick the called-up players from, each with his reply, his
// availability on the fixture's day and his recent training.
import { AvailabilityBadge } from "../../../components/AvailabilityBadge";
import { TrainingBadge } from "../../../components/TrainingBadge";
import { MAX_SQUAD_SIZE, toggleSquad } from "../../../domain/calendar/fixtures";
import type { availabilityOn } from "../../../domain/squad/availability";
import type { Player, PlayerPosition } from "../../../domain/records/types";
import type { PlayerId } from "../../../domain/base/ids";
import { playerPositions } from "../../../domain/records/types";
import { replyAnswerLabels } from "../../../domain/replies/documents";
import type { CallUpMark } from "../../../domain/replies/coach";
import type { trainingFactsOf } from "../../../state/training";

type CallUpPickerProps = {
  players: readonly Player[];
  ids: readonly PlayerId[];
  setIds: (next: (ids: PlayerId[]) => PlayerId[]) => void;
  status: (p: Player) => ReturnType<typeof availabilityOn>;
  marks: ReadonlyMap<PlayerId, CallUpMark> | undefined;
  training: ReturnType<typeof trainingFactsOf>;
};

export function CallUpPicker({ players, ids, setIds, status, marks, training }: CallUpPickerProps) {
  const groups = playerPositions.map((position) => ({
    position,
    players: players
      .filter((p) => p.position === position)
      .sort((a, b) => a.number - b.number || a.name.localeCompare(b.name, "es")),
  }));
  return players.length === 0 ? (
    <p className="text-sm text-slate-600">Todavía no hay jugadores en la plantilla.</p>
  ) : (
    // Two lists side by side only where the card is wide: beside the summary (1024 to
    // 1280 px) two would cut every name to a few letters.
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
      {groups
        .filter((g) => g.players.length > 0)
        .map((g) => (
          // A fieldset is as wide as its widest content unless told otherwise.
          <fieldset key={g.position} className="min-w-0">
            <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {positionPlural(g.position)}
            </legend>
            <ul className="space-y-1">
              {g.players.map((p) => {
                const s = status(p);
                const out = s.kind !== "available";
                const checked = ids.includes(p.id);
                return (
                  <li key={p.id}>
                    {/* The name is never cut for a badge: the badges go under it. */}
                    <label
                      className={
                        out && !checked
                          ? "flex items-start gap-2 rounded-md px-2 py-1.5 text-sm text-slate-500 max-md:min-h-12"
                          : "flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 max-md:min-h-12"
                      }
                    >
                      <input
                        type="checkbox"
                        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                        checked={checked}
                        disabled={out && !checked}
                        onChange={() => setIds((x) => toggleSquad(x, p.id, MAX_SQUAD_SIZE))}
                      />
                      <span className="w-6 shrink-0 pt-px text-right font-mono text-xs text-slate-500">
                        {p.number}
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block" data-testid="callup-name">
                          {p.name}
                        </span>
                        <span className="mt-0.5 flex flex-wrap gap-1 empty:hidden">
                          <ReplyMark mark={marks?.get(p.id)} />
                          <AvailabilityBadge status={s} />
                          <TrainingBadge facts={training.get(p.id)} />
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
    </div>
  );
}

/** His answer beside his name: 'Voy', 'No voy · Lesionado', 'Duda (respondió su madre)'. */
function ReplyMark({ mark }: { mark: CallUpMark | undefined }) {
  if (!mark) return null;
  const tone =
    mark.answer === "voy"
      ? "bg-emerald-50 text-emerald-800"
      : mark.answer === "no_voy"
        ? "bg-red-50 text-red-800"
        : "bg-amber-50 text-amber-800";
  return (
    <span
      className={`max-w-full rounded-2xl px-2 py-0.5 text-xs font-medium ${tone}`}
      data-testid="reply-mark"
    >
      {replyAnswerLabels[mark.answer]}
      {mark.reason ? ` · ${mark.reason}` : ""}
      {mark.answeredBy ? ` (${mark.answeredBy})` : ""}
    </span>
  );
}

const PLURALS: Record<PlayerPosition, string> = {
  Goalkeeper: "Porteros",
  Defender: "Defensas",
  Midfielder: "Centrocampistas",
  Forward: "Delanteros",
};
const positionPlural = (p: PlayerPosition) => PLURALS[p];
