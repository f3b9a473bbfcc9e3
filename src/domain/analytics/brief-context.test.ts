import { describe, expect, it } from "vitest";
import { buildAvailabilityIndex } from "../squad/availability";
import { makeMatch } from "../../testing/fixtures";
import type { Availability, Fixture } from "../records/types";
import { briefFixtureFor, briefUnavailable } from "./brief-context";
import { asId } from "../../testing/ids";

const fixture = (id: string, rivalId: string, date: string, over: Partial<Fixture> = {}) =>
  ({
    id,
    rivalId,
    rival: rivalId,
    date,
    time: "18:00",
    location: "home",
    competition: "Liga",
    venue: "",
    ...over,
  }) as Fixture;

describe("briefFixtureFor", () => {
  const fixtures = [
    fixture("f3", "r-leones", "2026-12-20"),
    fixture("f1", "r-leones", "2026-11-01", { matchId: asId("m1") }),
    fixture("f2", "r-leones", "2026-12-06"),
    fixture("f4", "r-toros", "2026-11-30"),
  ];
  it("is the rival's soonest unplayed fixture from today on", () => {
    expect(briefFixtureFor("r-leones", fixtures, "2026-11-24")?.id).toBe("f2");
    expect(briefFixtureFor("r-toros", fixtures, "2026-11-24")?.id).toBe("f4");
  });
  it("is none for a rival with no game ahead, or once its games are past", () => {
    expect(briefFixtureFor("r-otro", fixtures, "2026-11-24")).toBeUndefined();
    expect(briefFixtureFor("r-toros", fixtures, "2026-12-01")).toBeUndefined();
  });
});

describe("briefUnavailable", () => {
  const injury: Availability = {
    id: asId("a1"),
    playerId: asId("p-ana"),
    kind: "injured",
    from: "2026-11-10",
    until: "2026-12-12",
    note: "Tobillo",
  };
  // Bea was sent off in the last league match: she misses the next league game.
  const sentOff = makeMatch({
    id: "m9",
    date: "2026-11-20",
    competition: "Liga",
    cards: [{ player: "Bea", playerId: "p-bea", type: "red" }],
  });
  const index = buildAvailabilityIndex([sentOff], [injury], {
    yellowCardLimit: 5,
    seasonStartMonth: 8,
  });

  it("lists the injured and the suspended with the reason a coach reads", () => {
    const out = briefUnavailable(index, "2026-12-06", "Liga");
    expect(out).toEqual([
      { playerId: "p-ana", reason: "Lesionado · Vuelta prevista: 12/12/2026" },
      { playerId: "p-bea", reason: "Sancionado · Tarjeta roja · 1 partido (Liga)" },
    ]);
  });
  it("drops an injury that has healed by the day of the game", () => {
    expect(briefUnavailable(index, "2026-12-13", "Liga").map((u) => u.playerId)).toEqual(["p-bea"]);
  });
});
