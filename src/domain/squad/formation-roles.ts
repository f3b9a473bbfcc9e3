// Position numbering (spec 3): the goalkeeper is 'Posición 1'; outfield positions follow from 2,
// defenders first, then midfielders, then forwards, each group line by line.
import { emptyTeamTotals } from "../timeline/match-result";
import { newId } from "../base/ids";
import { TEXT_LIMITS, maxCharsMessage } from "../base/text-limits";
import { GOALKEEPER_LABEL } from "../records/types";
import type { Formation } from "../records/types";
import type { FormationId } from "../base/ids";

export type FormationLines = {
  defenderLines: number[];
  midfielderLines: number[];
  forwardLines: number[];
};
export type LineGroup = "defenders" | "midfielders" | "forwards";
export type SlotGroup = "goalkeeper" | LineGroup;

export type Slot = {
  key: string;
  group: SlotGroup;
  /** 1-based, counted across all lines of the group. */
  indexInGroup: number;
  /** 0-based line within the group (0 for the goalkeeper). */
  line: number;
};

export type PitchSlot = { key: string; number: number; role: string; group: SlotGroup };

export const lineGroups: readonly LineGroup[] = ["defenders", "midfielders", "forwards"];

const LINES_FIELD: Record<LineGroup, keyof FormationLines> = {
  defenders: "defenderLines",
  midfielders: "midfielderLines",
  forwards: "forwardLines",
};

const GROUP_LABEL: Record<LineGroup, string> = {
  defenders: "Defensor",
  midfielders: "Mediocampista",
  forwards: "Delantero",
};

/** Spec 9: 1 goalkeeper, 4 defenders, 4 midfielders, 2 forwards. */
export const DEFAULT_LINES: FormationLines = Object.freeze({
  defenderLines: [4],
  midfielderLines: [4],
  forwardLines: [2],
}) as FormationLines;

/** Upper bound for one line, so a typo cannot draw a hundred players. */
export const MAX_LINE_COUNT = 10;

export const FORMATION_NAME_REQUIRED = "Por favor agregar un nombre a la formación";

export function positionKey(n: number): string {
  return `Posición ${n}`;
}

/** The N of 'Posición N', or undefined for any other text. */
export function positionNumber(key: string): number | undefined {
  const m = /^Posición (\d+)$/.exec(key);
  return m ? Number(m[1]) : undefined;
}

/** Spec 5: a line count is at least 1 and falls back to 1 when not a number. Capped at 10. */
export function normalizeLineCount(value: unknown): number {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? Number(value)
        : NaN;
  if (Number.isNaN(n)) return 1;
  return Math.min(MAX_LINE_COUNT, Math.max(1, Math.trunc(n)));
}

function linesOf(lines: FormationLines, group: LineGroup): readonly number[] {
  return lines[LINES_FIELD[group]];
}

export function totalPlayers(lines: FormationLines): number {
  let total = 1;
  for (const g of lineGroups) for (const n of linesOf(lines, g)) total += n;
  return total;
}

/** '1-4-4-2' style: the goalkeeper, then every line back to front. */
export function formationType(lines: FormationLines): string {
  const parts = ["1"];
  for (const g of lineGroups) for (const n of linesOf(lines, g)) parts.push(String(n));
  return parts.join("-");
}

export function slotsOf(lines: FormationLines): Slot[] {
  const slots: Slot[] = [{ key: positionKey(1), group: "goalkeeper", indexInGroup: 1, line: 0 }];
  for (const group of lineGroups) {
    let indexInGroup = 0;
    linesOf(lines, group).forEach((count, line) => {
      for (let i = 0; i < count; i++) {
        indexInGroup += 1;
        slots.push({ key: positionKey(slots.length + 1), group, indexInGroup, line });
      }
    });
  }
  return slots;
}

/** 'Arquero', 'Defensor n', 'Mediocampista n', 'Delantero n'. */
export function defaultRoleName(slot: Pick<Slot, "group" | "indexInGroup">): string {
  if (slot.group === "goalkeeper") return GOALKEEPER_LABEL;
  return `${GROUP_LABEL[slot.group]} ${slot.indexInGroup}`;
}

export function defaultRoles(lines: FormationLines): Record<string, string> {
  const roles: Record<string, string> = {};
  for (const slot of slotsOf(lines)) roles[slot.key] = defaultRoleName(slot);
  return roles;
}

/**
 * The role list after the line counts change (spec 4). Names the user edited survive; they follow
 * their (group, index in group), not their key, because adding a defender renumbers every key
 * after it and would otherwise hand an edited midfielder's name to another player.
 */
export function regenerateRoles(
  oldLines: FormationLines,
  oldRoles: Readonly<Record<string, string>>,
  newLines: FormationLines,
): Record<string, string> {
  const edited = new Map<string, string>();
  for (const slot of slotsOf(oldLines)) {
    const name = oldRoles[slot.key];
    if (name && name.trim() !== "" && name !== defaultRoleName(slot)) {
      edited.set(`${slot.group}:${slot.indexInGroup}`, name);
    }
  }
  const roles: Record<string, string> = {};
  for (const slot of slotsOf(newLines)) {
    roles[slot.key] = edited.get(`${slot.group}:${slot.indexInGroup}`) ?? defaultRoleName(slot);
  }
  return roles;
}

function withGroup(lines: FormationLines, group: LineGroup, next: number[]): FormationLines {
  return { ...lines, [LINES_FIELD[group]]: next };
}

/** Appends a line of `count` players (normalized) to the group. */
export function addLine(
  lines: FormationLines,
  group: LineGroup,
  count: unknown = 1,
): FormationLines {
  return withGroup(lines, group, [...linesOf(lines, group), normalizeLineCount(count)]);
}

/** The first line of each group cannot be removed (spec 2, 4). */
export function canRemoveLine(lineIndex: number): boolean {
  return lineIndex > 0;
}

/** Removes one line; line 0 or an index out of range returns `lines` itself. */
export function removeLine(
  lines: FormationLines,
  group: LineGroup,
  lineIndex: number,
): FormationLines {
  const current = linesOf(lines, group);
  if (!canRemoveLine(lineIndex) || lineIndex >= current.length) return lines;
  return withGroup(
    lines,
    group,
    current.filter((_, i) => i !== lineIndex),
  );
}

/** Sets one line's count (normalized, spec 5); an index out of range returns `lines` itself. */
export function setLineCount(
  lines: FormationLines,
  group: LineGroup,
  lineIndex: number,
  value: unknown,
): FormationLines {
  const current = linesOf(lines, group);
  if (!Number.isInteger(lineIndex) || lineIndex < 0 || lineIndex >= current.length) return lines;
  return withGroup(
    lines,
    group,
    current.map((n, i) => (i === lineIndex ? normalizeLineCount(value) : n)),
  );
}

/**
 * Spec 5: a formation's name, trimmed, is required (the alert's text) and holds at most
 * TEXT_LIMITS.name characters. Null when it is valid.
 */
export function formationNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return FORMATION_NAME_REQUIRED;
  return trimmed.length > TEXT_LIMITS.name ? maxCharsMessage(TEXT_LIMITS.name) : null;
}

/**
 * A new formation with zeroed totals. Roles are kept only for the formation's own positions;
 * a missing or blank role name becomes its default.
 */
export function buildFormation(
  name: string,
  lines: FormationLines,
  roles: Readonly<Record<string, string>>,
  id: FormationId = newId<FormationId>(),
): Formation {
  const finalRoles: Record<string, string> = {};
  for (const slot of slotsOf(lines)) {
    const given = roles[slot.key];
    finalRoles[slot.key] =
      typeof given === "string" && given.trim() !== "" ? given.trim() : defaultRoleName(slot);
  }
  return {
    id,
    name: name.trim(),
    type: formationType(lines),
    gamesPlayed: 0,
    defenderLines: [...linesOf(lines, "defenders")],
    midfielderLines: [...linesOf(lines, "midfielders")],
    forwardLines: [...linesOf(lines, "forwards")],
    players: totalPlayers(lines),
    roles: finalRoles,
    goalkeeper: 1,
    ...emptyTeamTotals(),
  };
}

export type FormationLike = Pick<
  Formation,
  "roles" | "defenderLines" | "midfielderLines" | "forwardLines"
>;

/** The slot of 'Posición N' in these lines, found without listing every slot. */
function slotOfKey(lines: FormationLines, key: string): Slot | undefined {
  const n = positionNumber(key);
  if (n === undefined || n < 1) return undefined;
  if (n === 1) return { key, group: "goalkeeper", indexInGroup: 1, line: 0 };
  let seen = 1;
  for (const group of lineGroups) {
    let indexInGroup = 0;
    const groupLines = linesOf(lines, group);
    for (let line = 0; line < groupLines.length; line++) {
      const count = groupLines[line] ?? 0;
      if (n <= seen + count) return { key, group, indexInGroup: indexInGroup + n - seen, line };
      seen += count;
      indexInGroup += count;
    }
  }
  return undefined;
}

/** The role shown for a position: the stored name, else its default, else the key itself. */
export function roleNameOf(formation: FormationLike | undefined, key: string): string {
  const stored = formation?.roles?.[key];
  if (stored && stored.trim() !== "") return stored;
  const slot = formation ? slotOfKey(formation, key) : undefined;
  return slot ? defaultRoleName(slot) : key;
}

/** Rows for drawing a pitch: the goalkeeper, then one row per line, back to front. */
export function pitchRows(formation: FormationLike): PitchSlot[][] {
  const rows: PitchSlot[][] = [];
  let previous: string | undefined;
  slotsOf(formation).forEach((slot, i) => {
    const rowId = `${slot.group}:${slot.line}`;
    if (rowId !== previous) rows.push([]);
    previous = rowId;
    rows[rows.length - 1]!.push({
      key: slot.key,
      number: i + 1,
      role: roleNameOf(formation, slot.key),
      group: slot.group,
    });
  });
  return rows;
}
