// 'Cronología': the match minute by minute (domain/match/match-story.ts). What the record does not
// time is listed after, under words that say so, in the order it was recorded.
import type { MatchStory, StoryEntry } from "../../../domain/match/match-story";
import { storyMinute } from "../../../domain/match/match-story";
import { Card } from "../../../ui/Card";

type Props = { story: MatchStory; rival: string };

export function MatchStoryCard({ story, rival }: Props) {
  const { entries, untimed } = story;
  const timed = entries.slice(0, entries.length - untimed);
  const rest = entries.slice(timed.length);
  return (
    <Card title="Cronología" aria-label="Cronología">
      {entries.length === 0 && story.looseAssists.length === 0 ? (
        <p className="text-sm text-slate-500">Sin goles, tarjetas, cambios ni notas registrados.</p>
      ) : (
        <div className="space-y-4">
          {timed.length > 0 && <StoryList label="Minuto a minuto" entries={timed} rival={rival} />}
          {rest.length > 0 && (
            <div className="space-y-2">
              <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                Sin minuto registrado
              </h3>
              <p className="text-sm text-slate-600">
                {story.source === "form"
                  ? "El formulario no guardó su minuto: van en el orden en que se anotaron."
                  : "Van en el orden en que se anotaron."}
              </p>
              <StoryList label="Sin minuto registrado" entries={rest} rival={rival} />
            </div>
          )}
          {story.looseAssists.length > 0 && (
            <p className="text-sm text-slate-700">
              <span className="font-medium">Asistencias</span>{" "}
              <span className="text-slate-500">(no consta de qué gol)</span>:{" "}
              {story.looseAssists.join(", ")}
            </p>
          )}
        </div>
      )}
    </Card>
  );
}

function StoryList({
  label,
  entries,
  rival,
}: {
  label: string;
  entries: StoryEntry[];
  rival: string;
}) {
  return (
    <ol aria-label={label} className="divide-y divide-slate-100 text-sm">
      {entries.map((e, i) => (
        <li key={i} className="flex items-start gap-3 py-2">
          <span className="w-12 shrink-0 pt-0.5 text-right font-semibold text-slate-600 tabular-nums">
            {storyMinute(e) || "—"}
          </span>
          <Icon kind={e.kind} />
          <span className="min-w-0 flex-1 [overflow-wrap:anywhere] text-slate-800">
            {storyText(e, rival)}
          </span>
          {e.score && (
            <span
              className="shrink-0 rounded bg-slate-100 px-1.5 font-semibold text-slate-700 tabular-nums"
              aria-label={`${e.score.for} a ${e.score.against}`}
            >
              {e.score.for}-{e.score.against}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** One line of the story, in words. */
export function storyText(e: StoryEntry, rival: string): string {
  switch (e.kind) {
    case "goal":
      return `${e.player ? `Gol de ${e.player}` : "Gol (sin goleador registrado)"}${
        e.other ? ` · asistencia de ${e.other}` : ""
      }`;
    case "rivalGoal":
      return `Gol de ${rival || "el rival"}`;
    case "yellow":
      return `Amarilla: ${e.player || "—"}`;
    case "secondYellow":
      return `Doble amarilla: ${e.player || "—"} (expulsado)`;
    case "red":
      return `Roja: ${e.player || "—"}`;
    case "sub":
      return `Cambio: entra ${e.other || "—"}, sale ${e.player || "—"}`;
    case "note":
      return `Nota: ${e.text}`;
  }
}

function Icon({ kind }: { kind: StoryEntry["kind"] }) {
  const base = "mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center";
  if (kind === "yellow" || kind === "secondYellow" || kind === "red") {
    return (
      <span aria-hidden className={base}>
        {kind === "secondYellow" ? (
          <span className="relative inline-block h-4 w-4">
            <span className="absolute top-0 left-0 h-3.5 w-2.5 rounded-[2px] bg-yellow-400" />
            <span className="absolute right-0 bottom-0 h-3.5 w-2.5 rounded-[2px] bg-red-600" />
          </span>
        ) : (
          <span
            className={`inline-block h-4 w-3 rounded-[2px] ${kind === "red" ? "bg-red-600" : "bg-yellow-400"}`}
          />
        )}
      </span>
    );
  }
  if (kind === "goal" || kind === "rivalGoal") {
    // A drawn ball: an emoji may have no font on the coach's machine.
    return (
      <span aria-hidden className={base}>
        <svg viewBox="0 0 16 16" className="h-4 w-4">
          <circle
            cx="8"
            cy="8"
            r="6.5"
            fill={kind === "goal" ? "#fff" : "#f1f5f9"}
            stroke={kind === "goal" ? "#0f172a" : "#94a3b8"}
            strokeWidth="1.5"
          />
          <path
            d="M8 5.2 10.6 7.1 9.6 10.2H6.4L5.4 7.1Z"
            fill={kind === "goal" ? "#0f172a" : "#94a3b8"}
          />
        </svg>
      </span>
    );
  }
  return (
    <span aria-hidden className={`${base} text-slate-500`}>
      {kind === "sub" ? "⇄" : "✎"}
    </span>
  );
}
