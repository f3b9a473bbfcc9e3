import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readTeamSettings, readTeamSettingsValue } from "../domain/records/team-settings";
import type { TeamSettings } from "../domain/records/team-settings";
import { readStoredDraft } from "../domain/records/draft";
import { readLiveMatch, newLiveMatch } from "../domain/live/live-match";
import type { LiveMatch } from "../domain/live/live-match";
import { SIDE_KEY_VERSIONS, migrateSideValue, sideKeyMigrations } from "./side-key-migrations";
import type { SideKind } from "./side-key-migrations";
import { readSideText, sideKeyText } from "./side-keys";
import type { SideKeySpec } from "./side-keys";

const teamSide: SideKeySpec<TeamSettings> = {
  kind: "teamSettings",
  read: readTeamSettingsValue,
  fallback: () => readTeamSettings(undefined),
};
const liveSide: SideKeySpec<LiveMatch | undefined> = {
  kind: "liveMatch",
  read: (v) => {
    const live = readLiveMatch(v);
    return live ? { value: live, repaired: false } : undefined;
  },
  fallback: () => undefined,
};

describe("side keys: versions and migrations", () => {
  it("gives every kind's last step the version it is written with", () => {
    for (const kind of Object.keys(SIDE_KEY_VERSIONS) as SideKind[]) {
      const steps = sideKeyMigrations.filter((m) => m.kind === kind).map((m) => m.version);
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
      if (steps.length > 0) expect(steps.at(-1)).toBe(SIDE_KEY_VERSIONS[kind]);
    }
  });

  it("loads the team's settings stored before versions and marks them version 1", () => {
    const old = { name: "CD Sur", seasonStartMonth: 9 };
    const read = readSideText(JSON.stringify(old), teamSide);
    expect(read).toEqual({
      value: { name: "CD Sur", seasonStartMonth: 9, yellowCardLimit: 5, version: 1 },
      stored: true,
      unreadable: false,
      repaired: false,
      migrated: ["team-settings-version"],
    });
    expect(JSON.parse(sideKeyText("teamSettings", read.value))).toEqual({
      name: "CD Sur",
      seasonStartMonth: 9,
      yellowCardLimit: 5,
      version: 1,
    });
  });

  it("reads a versioned value without a step, and says what the reader repaired", () => {
    const read = readSideText(
      JSON.stringify({ version: 1, name: "  CD   Sur ", seasonStartMonth: 13 }),
      teamSide,
    );
    expect(read.migrated).toEqual([]);
    expect(read.repaired).toBe(true);
    expect(read.value).toMatchObject({ name: "CD Sur", seasonStartMonth: 8 });
  });

  it("gives the fallback for nothing stored and flags text it cannot read", () => {
    expect(readSideText(null, teamSide)).toMatchObject({ stored: false, unreadable: false });
    expect(readSideText("{no es json", teamSide)).toMatchObject({
      value: { name: "", seasonStartMonth: 8, yellowCardLimit: 5 },
      stored: true,
      unreadable: true,
    });
  });

  it("loads a draft stored before versions, and keeps a newer version as it is", () => {
    const old = { values: { name: "Ana" }, savedAt: "2026-11-20T10:00:00.000Z" };
    expect(migrateSideValue("draft", old)).toEqual({
      value: { ...old, version: 1 },
      from: 0,
      applied: ["draft-version"],
    });
    expect(readStoredDraft(migrateSideValue("draft", old).value)?.value).toEqual({
      values: { name: "Ana" },
      savedAt: "2026-11-20T10:00:00.000Z",
    });
    const newer = { ...old, version: 7 };
    expect(migrateSideValue("draft", newer).value).toBe(newer);
  });

  it("reads the live match (always stored with version 1) with no step, and refuses one without", () => {
    const live = newLiveMatch({
      matchId: "m1",
      date: "2026-11-26",
      location: "home",
      competition: "Liga",
      periodMinutes: 45,
      rival: { name: "Rival" },
      formation: { name: "1-4-4-2", defenderLines: [4], midfielderLines: [4], forwardLines: [2] },
      lineup: {},
      roster: [],
    } as unknown as Parameters<typeof newLiveMatch>[0]);
    const read = readSideText(JSON.stringify(live), liveSide);
    expect(read.unreadable).toBe(false);
    expect(read.migrated).toEqual([]);
    const { version: _version, ...unversioned } = live;
    expect(readSideText(JSON.stringify(unversioned), liveSide).unreadable).toBe(true);
  });
});

const json = fc.jsonValue();
const settingsLike = fc.record(
  {
    name: fc.oneof(fc.string(), json),
    seasonStartMonth: fc.oneof(fc.integer({ min: -2, max: 14 }), json),
    yellowCardLimit: fc.oneof(fc.integer({ min: 0, max: 25 }), json),
    other: json,
  },
  { requiredKeys: [] },
);

describe("side keys: old unversioned values migrate (property)", () => {
  it("an unversioned value reads as its versioned rewrite does, and migrating twice is once", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<SideKind>("teamSettings", "sync", "draft"),
        settingsLike,
        (kind, old) => {
          const once = migrateSideValue(kind, old);
          expect(once.from).toBe(0);
          expect(once.value).toEqual({ ...old, version: SIDE_KEY_VERSIONS[kind] });
          expect(migrateSideValue(kind, once.value).value).toBe(once.value);
          expect(old).not.toHaveProperty("version");
        },
      ),
    );
  });

  it("the team's settings: what was stored unversioned loads, and its rewrite loads the same", () => {
    fc.assert(
      fc.property(settingsLike, (old) => {
        const first = readSideText(JSON.stringify(old), teamSide);
        expect(first.unreadable).toBe(false);
        const again = readSideText(sideKeyText("teamSettings", first.value), teamSide);
        expect(again.value).toEqual(first.value);
        expect(again.migrated).toEqual([]);
        expect(again.repaired).toBe(false);
      }),
    );
  });
});
