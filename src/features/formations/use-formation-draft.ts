// The editor's lines and role names. Every change of lines goes through the domain's
// regenerateRoles so names the coach typed survive adding or removing lines (spec 4).
import { useCallback, useMemo, useState } from "react";
import {
  DEFAULT_LINES,
  addLine,
  defaultRoles,
  formationType,
  normalizeLineCount,
  pitchRows,
  regenerateRoles,
  removeLine,
  setLineCount,
  slotsOf,
  totalPlayers,
} from "../../domain/squad/formation-roles";
import type { FormationLines, LineGroup } from "../../domain/squad/formation-roles";

/** More lines than this in one group is not a formation a draft can hold. */
const MAX_LINES_PER_GROUP = 10;

export type Draft = { lines: FormationLines; roles: Record<string, string> };

export function initialDraft(): Draft {
  const lines: FormationLines = {
    defenderLines: [...DEFAULT_LINES.defenderLines],
    midfielderLines: [...DEFAULT_LINES.midfielderLines],
    forwardLines: [...DEFAULT_LINES.forwardLines],
  };
  return { lines, roles: defaultRoles(lines) };
}

const INITIAL_JSON = JSON.stringify(initialDraft());

/** A stored draft of the editor's lines and roles, checked; undefined when it does not fit. */
export function parseLinesDraft(raw: unknown): Draft | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const d = raw as { lines?: Record<string, unknown>; roles?: unknown };
  const groups = ["defenderLines", "midfielderLines", "forwardLines"] as const;
  const lines = {} as FormationLines;
  for (const g of groups) {
    const list = d.lines?.[g];
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_LINES_PER_GROUP) {
      return undefined;
    }
    // Counts go through the editor's own rule (a whole number from 1 to the maximum).
    lines[g] = list.map((n) => normalizeLineCount(n));
  }
  const roles: Record<string, string> = {};
  if (d.roles && typeof d.roles === "object") {
    for (const [k, v] of Object.entries(d.roles)) if (typeof v === "string") roles[k] = v;
  }
  return { lines, roles };
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
      /** A kept draft coming back: its lines, and its role names for the positions they have. */
      replace: (next: Draft) =>
        setDraft({ lines: next.lines, roles: regenerateRoles(next.lines, next.roles, next.lines) }),
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

  const changed = useMemo(() => JSON.stringify(draft) !== INITIAL_JSON, [draft]);

  return { ...draft, ...derived, ...actions, changed };
}
