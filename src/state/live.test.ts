// Two tabs of one phone showing the live screen: a tap in one never overwrites a tap in the
// other, whether this tab writes before it heard the other's write or hears it afterwards.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addEvent, newLiveMatch, removeEvent } from "../domain/live/live-match";
import type { LiveMatch } from "../domain/live/live-match";
import type { MatchEvent } from "../domain/records/types";
import { fiveASideSetup } from "../testing/live";
import { liveToMatch } from "../domain/live/live-match";
import { clearLive, getLive, saveLiveMatch, writeLive } from "./live";
import { getList, invalidate } from "./store";

const shot = (id: string): MatchEvent => ({ id, period: 1, minute: 5, added: 0, kind: "shot" });
const ids = (live: LiveMatch | undefined) => (live?.events ?? []).map((e) => e.id).sort();
const stored = () => JSON.parse(localStorage.getItem("liveMatch") ?? "null") as LiveMatch;
/** Another tab's write: the key changes; the `storage` event comes later (or not yet). */
const otherTabWrites = (live: LiveMatch) => localStorage.setItem("liveMatch", JSON.stringify(live));
const otherTabHeard = () =>
  window.dispatchEvent(
    new StorageEvent("storage", { key: "liveMatch", storageArea: localStorage }),
  );

describe("the live match in two tabs", () => {
  const base = addEvent(newLiveMatch(fiveASideSetup()), shot("s0"));
  beforeEach(() => {
    localStorage.clear();
    clearLive();
    writeLive(base);
  });

  it("a tap on a copy that has not heard the other tab's tap keeps both", () => {
    otherTabWrites(addEvent(base, shot("other")));
    writeLive(addEvent(getLive().live!, shot("mine")));
    expect(ids(stored())).toEqual(["mine", "other", "s0"]);
    expect(ids(getLive().live)).toEqual(["mine", "other", "s0"]);
  });

  it("hearing a write that lacks this tab's tap puts the tap back", () => {
    writeLive(addEvent(getLive().live!, shot("mine")));
    // The other tab wrote its tap on the copy it had, before it heard this one's.
    otherTabWrites(addEvent(base, shot("other")));
    otherTabHeard();
    expect(ids(getLive().live)).toEqual(["mine", "other", "s0"]);
    expect(ids(stored())).toEqual(["mine", "other", "s0"]);
  });

  it("an event taken out in one tab stays out", () => {
    writeLive(removeEvent(getLive().live!, "s0"));
    otherTabWrites(addEvent(base, shot("other")));
    otherTabHeard();
    expect(ids(stored())).toEqual(["other"]);
  });
});

describe("saving the live match", () => {
  const live = addEvent(newLiveMatch(fiveASideSetup()), shot("s0"));
  beforeEach(() => {
    localStorage.clear();
    invalidate();
    clearLive();
    writeLive(live);
    localStorage.setItem("liveMatchClock", "{}");
  });

  it("stores the match and clears the live match in one write", () => {
    expect(saveLiveMatch(liveToMatch(live))).toEqual({ ok: true });
    expect(getList("matches").items.map((m) => m.id)).toEqual(["live-1"]);
    expect(getLive().live).toBeUndefined();
    expect(localStorage.getItem("liveMatch")).toBeNull();
    expect(localStorage.getItem("liveMatchClock")).toBeNull();
  });

  it("a write that fails half-way leaves both the matches and the live match as they were", () => {
    const realRemove = Storage.prototype.removeItem;
    const spy = vi.spyOn(Storage.prototype, "removeItem").mockImplementation(function (
      this: Storage,
      key: string,
    ) {
      if (key === "liveMatch") throw new DOMException("denied", "SecurityError");
      realRemove.call(this, key);
    });
    const r = saveLiveMatch(liveToMatch(live));
    spy.mockRestore();
    expect(r.ok).toBe(false);
    expect(localStorage.getItem("matches")).toBeNull();
    invalidate();
    expect(getList("matches").items).toEqual([]);
    expect(ids(getLive().live)).toEqual(["s0"]);
    expect(ids(stored())).toEqual(["s0"]);
    expect(localStorage.getItem("liveMatchClock")).toBe("{}");
  });

  it("saving it again is refused: the match is counted once", () => {
    saveLiveMatch(liveToMatch(live));
    writeLive(live);
    expect(saveLiveMatch(liveToMatch(live)).ok).toBe(false);
    expect(getList("matches").items).toHaveLength(1);
  });
});
