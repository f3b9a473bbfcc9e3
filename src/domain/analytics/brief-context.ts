// What the pre-match brief knows of the game it is for, from the calendar's fixtures and
// availability: the rival's first upcoming fixture, and who cannot play in it, by the one
// availability rule (domain/squad/availability.ts).
import { availabilityDetail, availabilityLabel, unavailableOn } from "../squad/availability";
import type { AvailabilityIndex } from "../squad/availability";
import { upcomingFixtures } from "../calendar/fixtures";
import type { Fixture } from "../records/types";
import type { Unavailable } from "./pre-match";

/** The soonest unplayed fixture against this rival from `today` on. */
export function briefFixtureFor(
  rivalId: string,
  fixtures: readonly Fixture[],
  today: string,
): Fixture | undefined {
  return upcomingFixtures(fixtures, today).find((f) => f.rivalId === rivalId);
}

/** Everyone who cannot play on `date` (in `competition`), with the reason a coach reads. */
export function briefUnavailable(
  index: AvailabilityIndex,
  date: string,
  competition?: string,
): Unavailable[] {
  return [...unavailableOn(index, date, competition)].map(([playerId, status]) => ({
    playerId,
    reason: [availabilityLabel(status), availabilityDetail(status)].filter(Boolean).join(" · "),
  }));
}
