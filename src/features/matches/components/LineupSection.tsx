// 'Alineación': one player select per role of the chosen formation, beside the pitch diagram
// that shows who stands where. Clicking a position on the pitch jumps to its select.
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import type { UseFormReturn } from "react-hook-form";
import { LineupBoard } from "../../../components/LineupBoard";
import { roleNameOf } from "../../../domain/squad/formation-roles";
import { emptyPositions } from "../../../domain/match/match-form";
import type { MatchFormValues } from "../../../domain/match/match-form";
import type { Formation, Player } from "../../../domain/records/types";
import { Alert } from "../../../ui/Alert";
import { Card } from "../../../ui/Card";
import { EmptyState } from "../../../ui/EmptyState";
import { PlayerField } from "./PlayerField";

type Props = {
  form: UseFormReturn<MatchFormValues>;
  players: readonly Player[];
  formations: readonly Formation[];
};

export function LineupSection({ form, players, formations }: Props) {
  const { control, setFocus, formState } = form;
  const [formationId, lineup] = useWatch({ control, name: ["formationId", "lineup"] });
  const [focused, setFocused] = useState<string | undefined>();
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
            onSelect={(key) => {
              const i = indexOf(key);
              if (i >= 0) setFocus(`lineup.${i}.player`);
            }}
            className="mx-auto"
          />
          <div className="space-y-4">
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
                  onFocus={() => setFocused(entry.key)}
                  onBlur={() => setFocused(undefined)}
                />
              ))}
            </div>
          </div>
        </div>
      )}
    </Card>
  );
}
