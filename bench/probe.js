// Injected before any page script (Playwright addInitScript). It watches the DOM and the main
// thread so timings are read inside the page, on its own clock (performance.now(), whose zero
// is the start of the navigation), free of the test driver's round trips.
(() => {
  const bench = {
    longTasks: [],
    errors: [],
    batches: [],
    lastMutation: 0,
    lastKeyDown: 0,
    /** When the last touch or pointer went down (a tap's input event), on the page clock. */
    lastInput: 0,
    /** Changes that are not the screen's: the live match's running clock redraws every second. */
    ignore: "[data-testid='live-clock'], [data-testid='live-minute']",
  };
  window.__bench = bench;

  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        bench.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch {
    // longtask timing unsupported: the report shows no figure.
  }
  addEventListener("error", (e) => bench.errors.push(String(e.message)));
  // Seeding happens on another page of the origin; a late 'storage' event would make the app
  // re-read a list and spoil the figure, so the driver waits them out and we count any left.
  bench.storageEvents = 0;
  addEventListener("storage", () => bench.storageEvents++);
  addEventListener("keydown", (e) => (bench.lastKeyDown = e.timeStamp), true);
  for (const type of ["touchstart", "pointerdown"])
    addEventListener(type, (e) => (bench.lastInput ||= e.timeStamp), true);

  // Each DOM change is stamped, and so is the first frame painted after it (a task queued from
  // requestAnimationFrame runs once that frame has been produced).
  const describe = (m) => {
    const t = m.target.nodeType === 1 ? m.target : m.target.parentElement;
    const name = t
      ? `${t.tagName.toLowerCase()}${t.id ? "#" + t.id : ""}.${String(t.className).slice(0, 40)}`
      : "?";
    return `${m.type}${m.attributeName ? ":" + m.attributeName : ""} ${name}`;
  };
  // The screen's content marker, handed over by the driver through sessionStorage.
  const watched = sessionStorage.getItem("__bench.selector");
  bench.contentAt = 0;
  const inHead = (m) => {
    const head = document.head;
    return head !== null && (m.target === head || m.target.parentNode === head);
  };
  const ignored = (m) => {
    const t = m.target.nodeType === 1 ? m.target : m.target.parentElement;
    return t !== null && t.closest(bench.ignore) !== null;
  };
  new MutationObserver((all) => {
    // <head> changes (modulepreload links for lazy chunks, titles) paint nothing.
    const records = all.filter((m) => !inHead(m) && !ignored(m));
    if (records.length === 0) return;
    const batch = { at: performance.now(), painted: 0, what: records.slice(0, 3).map(describe) };
    if (watched && !bench.contentAt && document.querySelector(watched)) bench.contentAt = batch.at;
    bench.batches.push(batch);
    if (bench.batches.length > 2000) bench.batches.splice(0, 1000);
    bench.lastMutation = batch.at;
    requestAnimationFrame(() => setTimeout(() => (batch.painted = performance.now()), 0));
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });

  /** Nodes that were already on screen before an interaction: they do not count as new. */
  let stale = new WeakSet();
  bench.markStale = (selector) => {
    stale = new WeakSet(document.querySelectorAll(selector));
  };
  const visible = (selector) => {
    for (const el of document.querySelectorAll(selector)) {
      if (stale.has(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 || r.height > 0) return true;
    }
    return false;
  };

  /**
   * Resolves once `selector` is on screen and the DOM has been quiet for `quiet` ms.
   * `settled` is when the frame after the last DOM change was painted; figures are ms on the
   * page clock. `since` ignores changes made before an interaction started.
   */
  bench.settled = ({ selector, path, quiet = 300, timeout = 15000, since = 0 }) =>
    new Promise((resolve) => {
      const started = performance.now();
      const tick = () => {
        const now = performance.now();
        const shown = (!path || location.pathname === path) && visible(selector);
        const last = [...bench.batches].reverse().find((b) => b.at >= since);
        const paintedLast = !last || last.painted > 0;
        if (
          (shown && now - bench.lastMutation >= quiet && paintedLast) ||
          now - started > timeout
        ) {
          const settled = last ? last.painted || now : since;
          const tasks = bench.longTasks.filter((t) => t.start >= since && t.start < settled);
          resolve({
            ok: shown,
            settled,
            content: bench.contentAt,
            last: last ? last.what : [],
            longestTask: tasks.reduce((m, t) => Math.max(m, t.duration), 0),
            errors: bench.errors.slice(),
            storageEvents: bench.storageEvents,
          });
        } else setTimeout(tick, 25);
      };
      tick();
    });
})();
