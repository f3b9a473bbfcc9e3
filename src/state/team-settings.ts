// The team's settings (key `teamSettings`). Minimal reader for the season's first month; the
// settings screen (helper ai) owns the full version of this module and its writer.
import { teamSettingsKey } from "../config/storage-keys";
import { defaultTeamSettings } from "../domain/types";
import type { TeamSettings } from "../domain/types";
import { useStoreVersion } from "./store";

let lastRaw: string | null | undefined;
let lastValue: TeamSettings = defaultTeamSettings;

function parse(raw: string | null): TeamSettings {
  if (raw === null) return defaultTeamSettings;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== "object" || v === null || Array.isArray(v)) return defaultTeamSettings;
    const o = v as Record<string, unknown>;
    const month = o.seasonStartMonth;
    return {
      ...defaultTeamSettings,
      ...(typeof o.name === "string" ? { name: o.name } : {}),
      ...(typeof o.crest === "string" ? { crest: o.crest } : {}),
      ...(typeof month === "number" && Number.isInteger(month) && month >= 1 && month <= 12
        ? { seasonStartMonth: month }
        : {}),
    };
  } catch {
    return defaultTeamSettings;
  }
}

export function getTeamSettings(): TeamSettings {
  let raw: string | null;
  try {
    raw = globalThis.localStorage?.getItem(teamSettingsKey) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = parse(raw);
  }
  return lastValue;
}

export function useTeamSettings(): TeamSettings {
  return useStoreVersion(getTeamSettings);
}
