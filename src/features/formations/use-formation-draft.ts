// The editor's lines and role names. Every change of lines goes through the domain's
// regenerateRoles so names the coach typed survive adding or removing lines (spec 4).
import { useCallback, useMemo, useState } from "react";
import {
  DEFAULT_LINES,
  addLine,
  defaultRoles,
  formationType,
  pitchRows,
  regenerateRoles,
  removeLine,
  setLineCount,
  slotsOf,
  totalPlayers,
} from "../../domain/formation-roles";
import type { FormationLines, LineGroup } from "../../domain/formation-roles";

type Draft = { lines: FormationLines; roles: Record<string, string> };

function initialDraft(): Draft {
  const lines: FormationLines = {
    defenderLines: [...DEFAULT_LINES.defenderLines],
    midfielderLines: [...DEFAULT_LINES.midfielderLines],
    forwardLines: [...DEFAULT_LINES.forwardLines],
  };
  return { lines, roles: defaultRoles(lines) };
}

export function useFormationDraft() {
  const [draft, setDraft] = useState<Draft>(initialDraft);

  const changeLines = useCallback((change: (lines: FormationLines) => FormationLines) => {
    setDraft((d) => {
      const lines = change(d.lines);
      if (lines === d.lines) return d;
      return { lines, roles: regenerateRoles(d.lines, d.roles, lines) };
    });
  }, []);

  const actions = useMemo(
    () => ({
      add: (group: LineGroup) => changeLines((l) => addLine(l, group, 1)),
      remove: (group: LineGroup, line: number) => changeLines((l) => removeLine(l, group, line)),
      setCount: (group: LineGroup, line: number, value: unknown) =>
        changeLines((l) => setLineCount(l, group, line, value)),
      rename: (key: string, name: string) =>
        setDraft((d) => ({ ...d, roles: { ...d.roles, [key]: name } })),
    }),
    [changeLines],
  );

  const derived = useMemo(() => {
    const formationLike = { ...draft.lines, roles: draft.roles };
    return {
      slots: slotsOf(draft.lines),
      rows: pitchRows(formationLike),
      total: totalPlayers(draft.lines),
      type: formationType(draft.lines),
    };
  }, [draft]);

  return { ...draft, ...derived, ...actions };
}
