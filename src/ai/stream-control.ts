// Pacing a streamed answer: how often the screen is told about new text, when a silent stream is
// given up, and how much text is kept. Timers are passed in, so tests drive them with fake time.

/** A stream that sends nothing for this long after its headers is given up. */
export const STREAM_IDLE_MS = 30_000;
/** The screen redraws a streaming answer at most this often. */
export const RENDER_INTERVAL_MS = 250;
/** Longest answer kept; a real analysis is a few thousand characters. */
export const MAX_ANSWER_CHARS = 100_000;

export type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

export type Throttled<T> = {
  /** Offers a new value: passed on at once if the last one went out long enough ago, else later. */
  push: (value: T) => void;
  /** Passes on the pending value now, if any. */
  flush: () => void;
  /** Drops the pending value and stops the timer. */
  cancel: () => void;
};

/**
 * Passes values on to `emit` at most once per `intervalMs`: the first value at once, then the
 * latest value at the end of each interval (values in between are skipped, never queued).
 */
export function throttleLatest<T>(
  emit: (value: T) => void,
  intervalMs: number,
  timers: Timers = realTimers,
): Throttled<T> {
  let timer: unknown = null;
  let pending: { value: T } | null = null;

  const tick = () => {
    timer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    emit(value);
    timer = timers.setTimeout(tick, intervalMs);
  };

  return {
    push(value) {
      pending = { value };
      if (timer === null) tick();
    },
    flush() {
      if (!pending) return;
      if (timer !== null) timers.clearTimeout(timer);
      tick();
    },
    cancel() {
      pending = null;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}

export type IdleWatch = {
  /** Something arrived: the quiet interval starts again. */
  poke: () => void;
  stop: () => void;
};

/** Calls `onIdle` once if `poke` is not called for `idleMs`. */
export function watchIdle(
  onIdle: () => void,
  idleMs: number,
  timers: Timers = realTimers,
): IdleWatch {
  let timer: unknown = null;
  let stopped = false;
  const arm = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = null;
      if (stopped) return;
      stopped = true;
      onIdle();
    }, idleMs);
  };
  arm();
  return {
    poke() {
      if (!stopped) arm();
    },
    stop() {
      stopped = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}

/** Appends a piece to the answer, keeping at most `max` characters. */
export function appendCapped(
  text: string,
  piece: string,
  max: number = MAX_ANSWER_CHARS,
): { text: string; truncated: boolean } {
  if (text.length + piece.length <= max) return { text: text + piece, truncated: false };
  let kept = piece.slice(0, Math.max(0, max - text.length));
  // Never end on half of a surrogate pair (an emoji cut in two).
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return { text: text + kept, truncated: true };
}
