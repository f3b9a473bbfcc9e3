// The editor's lines and role names, held in the formation form (react-hook-form). Every change
// of lines goes through the domain's regenerateRoles so names the coach typed survive adding or
// removing lines (spec 4).
import { useCallback, useMemo } from "react";
import { useWatch } from "react-hook-form";
import type { UseFormReturn } from "react-hook-form";
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

/** What the formation form holds: the name, the lines and the role names. */
export type FormationFormValues = Draft & { name: string };

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
  // A kept draft's role names come back for the positions its lines have.
  return { lines, roles: regenerateRoles(lines, roles, lines) };
}

/** The lines and roles of the form, and the editor's changes to them. */
export function useFormationLines(form: UseFormReturn<FormationFormValues, unknown, unknown>) {
  const { control, getValues, setValue } = form;
  const [lines, roles] = useWatch({ control, name: ["lines", "roles"] });

  const setDraft = useCallback(
    (change: (d: Draft) => Draft) => {
      const d = { lines: getValues("lines"), roles: getValues("roles") };
      const next = change(d);
      if (next === d) return;
      setValue("lines", next.lines, { shouldDirty: true });
      setValue("roles", next.roles, { shouldDirty: true });
    },
    [getValues, setValue],
  );
  const changeLines = useCallback(
    (change: (lines: FormationLines) => FormationLines) =>
      setDraft((d) => {
        const next = change(d.lines);
        if (next === d.lines) return d;
        return { lines: next, roles: regenerateRoles(d.lines, d.roles, next) };
      }),
    [setDraft],
  );

  const actions = useMemo(
    () => ({
      add: (group: LineGroup) => changeLines((l) => addLine(l, group, 1)),
      remove: (group: LineGroup, line: number) => changeLines((l) => removeLine(l, group, line)),
      setCount: (group: LineGroup, line: number, value: unknown) =>
        changeLines((l) => setLineCount(l, group, line, value)),
      rename: (key: string, name: string) =>
        setDraft((d) => ({ ...d, roles: { ...d.roles, [key]: name } })),
    }),
    [changeLines, setDraft],
  );

  const derived = useMemo(() => {
    const formationLike = { ...lines, roles };
    return {
      slots: slotsOf(lines),
      rows: pitchRows(formationLike),
      total: totalPlayers(lines),
      type: formationType(lines),
    };
  }, [lines, roles]);

  return { lines, roles, ...derived, ...actions };
}
