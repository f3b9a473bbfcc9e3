// 'Alineación': one player select per role of the chosen formation, beside the pitch diagram
// that shows who stands where. Clicking a position on the pitch jumps to its select.
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import type { UseFormReturn } from "react-hook-form";
import { LineupBoard } from "../../../components/LineupBoard";
import { QuickXIButtons } from "../../../components/QuickXIButtons";
import type { QuickXIFill } from "../../../components/QuickXIButtons";
import { competitionOf } from "../../../domain/match/match-form";
import { roleNameOf } from "../../../domain/squad/formation-roles";
import { emptyPositions } from "../../../domain/match/match-form";
import { todayIso } from "../../../domain/base/dates";
import type { MatchFormValues } from "../../../domain/match/match-form";
import type { Formation, Player } from "../../../domain/records/types";
import { useAvailabilityIndex, unavailableIds } from "../../../state/availability";
import { useMatches } from "../../../state/hooks";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { EmptyState } from "../../../ui/EmptyState";
import { PlayerField } from "./PlayerField";

type Props = {
  form: UseFormReturn<MatchFormValues>;
  players: readonly Player[];
  formations: readonly Formation[];
  /** The match being edited: not its own "last match". */
  matchId?: string | undefined;
  /** Show an XI that opens complete (a fixture's plan) as a summary. */
  summaryAtStart?: boolean | undefined;
};

export function LineupSection({ form, players, formations, matchId, summaryAtStart }: Props) {
  const { control, setFocus, formState, setValue, getValues } = form;
  const [formationId, lineup, date, competition, competitionOther] = useWatch({
    control,
    name: ["formationId", "lineup", "date", "competition", "competitionOther"],
  });
  const [focused, setFocused] = useState<string | undefined>();
  const matches = useMatches();
  const index = useAvailabilityIndex();
  // A quick fill that leaves no position empty shows the XI as a summary (one tab stop to edit
  // it) instead of eleven pickers the coach has nothing to do in; 'Editar titulares' opens them.
  const [summary, setSummary] = useState(
    () =>
      !!summaryAtStart &&
      form.getValues("lineup").length > 0 &&
      emptyPositions({ lineup: form.getValues("lineup") }) === 0,
  );
  // Why each suggested player was picked, while he is still the pick.
  const [reasons, setReasons] = useState<Map<string, { id: string; reason: string }>>(new Map());
  const formation = formations.find((f) => f.id === formationId);
  const byId = useMemo(
    () => new Map<string, (typeof players)[number]>(players.map((p) => [p.id, p])),
    [players],
  );

  const chosen = useMemo(
    () => new Map((lineup ?? []).map((e) => [e.key, byId.get(e.player)])),
    [lineup, byId],
  );

  const missing = emptyPositions({ lineup: lineup ?? [] });
  const indexOf = (key: string) => (lineup ?? []).findIndex((e) => e.key === key);
  const reasonOf = (key: string, id: string) => {
    const r = reasons.get(key);
    return r && r.id === id && id ? r.reason : undefined;
  };
  const [note, setNote] = useState("");
  const fill = ({ lineup: picks, reasons: why, note: said }: QuickXIFill) => {
    setNote(said);
    const next = getValues("lineup").map((e) => ({ key: e.key, player: picks[e.key] ?? "" }));
    setValue("lineup", next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setReasons(new Map([...why].map(([key, reason]) => [key, { id: picks[key] ?? "", reason }])));
    const empty = next.findIndex((e) => !e.player);
    setSummary(empty < 0);
    if (empty >= 0) setTimeout(() => setFocus(`lineup.${empty}.player`));
  };
  const edit = (key?: string) => {
    setSummary(false);
    const i = key ? indexOf(key) : 0;
    setTimeout(() => setFocus(`lineup.${Math.max(0, i)}.player`));
  };

  return (
    <Card
      title="Alineación"
      aria-label="Alineación"
      description="Un jugador por posición. Un jugador no puede ocupar dos posiciones."
    >
      {!formation ? (
        <EmptyState>Elige una formación para asignar un jugador a cada posición.</EmptyState>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
          <LineupBoard
            formation={formation}
            playerAt={(key) => {
              const p = chosen.get(key);
              return p ? { name: p.name, number: p.number } : null;
            }}
            label={`Alineación en ${formation.name}`}
            highlightKey={focused}
            // In the summary the drawing is only a picture ('Editar titulares' opens the pickers).
            onSelect={
              summary
                ? undefined
                : (key) => {
                    const i = indexOf(key);
                    if (i >= 0) setFocus(`lineup.${i}.player`);
                  }
            }
            className="mx-auto"
          />
          <div className="space-y-4">
            {!summary && (
              <QuickXIButtons
                input={{
                  formation,
                  formations,
                  players,
                  matches,
                  date: date ?? "",
                  unavailable: unavailableIds(
                    players,
                    index,
                    date || todayIso(),
                    competitionOf({
                      competition: competition ?? "",
                      competitionOther: competitionOther ?? "",
                    }),
                  ),
                  excludeMatchId: matchId,
                }}
                onFill={fill}
              />
            )}
            {summary ? (
              <div className="space-y-3">
                {note && (
                  <p role="status" className="text-sm text-slate-600">
                    {note}
                  </p>
                )}
                <ol
                  aria-label="Titulares elegidos"
                  className="grid gap-x-5 gap-y-1.5 text-sm sm:grid-cols-2"
                >
                  {(lineup ?? []).map((entry) => {
                    const p = byId.get(entry.player);
                    const why = reasonOf(entry.key, entry.player);
                    return (
                      <li key={entry.key}>
                        <span className="text-slate-500">{roleNameOf(formation, entry.key)}:</span>{" "}
                        <span className="font-medium text-slate-900">
                          {p ? `${p.name} (${p.number})` : "—"}
                        </span>
                        {why && <span className="block text-xs text-slate-500">{why}</span>}
                      </li>
                    );
                  })}
                </ol>
                <Button size="sm" variant="secondary" onClick={() => edit()}>
                  Editar titulares
                </Button>
              </div>
            ) : (
              <>
                {missing > 0 && (
                  <Alert tone="info">
                    {missing === 1
                      ? "Queda 1 posición sin jugador."
                      : `Quedan ${missing} posiciones sin jugador.`}{" "}
                    Puedes guardar igualmente; esas posiciones no sumarán minutos.
                  </Alert>
                )}
                <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
                  {(lineup ?? []).map((entry, i) => (
                    <PlayerField
                      key={entry.key}
                      control={control}
                      name={`lineup.${i}.player`}
                      label={
                        <>
                          <span
                            aria-hidden
                            className="mr-1.5 inline-block w-5 text-right text-slate-400 tabular-nums"
                          >
                            {i + 1}
                          </span>
                          {roleNameOf(formation, entry.key)}
                        </>
                      }
                      text={roleNameOf(formation, entry.key)}
                      players={players}
                      error={formState.errors.lineup?.[i]?.player?.message}
                      hint={reasonOf(entry.key, entry.player)}
                      onFocus={() => setFocused(entry.key)}
                      onBlur={() => setFocused(undefined)}
                    />
                  ))}
                </div>
              </>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
