// The live match clock's time for this page: it moves with the page's monotonic clock, so moving
// the phone's clock mid-match changes nothing (rules in domain/live-clock: `advanceClockBase`,
// `resumeClock`). Every reading is left in storage, so a reload resumes from the last one.
import { advanceClockBase, lastPressAt, resumeClock } from "../../domain/live/live-clock";
import type { ClockBase, ClockSample } from "../../domain/live/live-clock";
import { getLive, readLiveClockSample, writeLiveClockSample } from "../../state/live";

let base: ClockBase | null = null;
let trusted = true;
/** The page was hidden since the last reading (the phone locked: its monotonic clock may stop). */
let slept = false;

if (typeof document !== "undefined") {
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") slept = true;
  });
}

function readSample(): ClockSample | undefined {
  const x = readLiveClockSample() as Partial<ClockSample> | null | undefined;
  return x && typeof x.clock === "number" && typeof x.wall === "number"
    ? { clock: x.clock, wall: x.wall }
    : undefined;
}

function writeSample(sample: ClockSample) {
  writeLiveClockSample(sample);
}

/**
 * The match clock's time now. `lastPress` (the stored match's last clock press) anchors the
 * first reading of this page; later readings ignore it.
 */
export function liveNow(lastPress: number | undefined): number {
  const wall = Date.now();
  const mono = performance.now();
  if (base === null) {
    const resumed = resumeClock(lastPress, readSample(), wall);
    trusted = resumed.trusted;
    base = { clock: resumed.clock, wall, mono };
  } else {
    base = advanceClockBase(base, wall, mono, slept);
  }
  slept = document.visibilityState === "hidden";
  writeSample({ clock: base.clock, wall });
  return base.clock;
}

/** False when this page opened after the phone's clock moved implausibly: time was not counted. */
export function liveTimeTrusted(): boolean {
  return trusted;
}

/** The match clock's time now, anchored on the stored live match's presses. */
export function matchNow(): number {
  return liveNow(lastPressAt(getLive().live?.clock ?? []));
}
