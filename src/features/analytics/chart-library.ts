// The chart library (uPlot and its styles), loaded once. The analytics route starts loading it
// beside the screen's own code, so the charts can draw as soon as the figures are rendered
// instead of asking for it only then; a failed load (offline, first visit) can be tried again.
import type uPlot from "uplot";

let loading: Promise<typeof uPlot> | null = null;
let loaded: typeof uPlot | undefined;

/** The library if it has already loaded (so a chart can be drawn at once, e.g. before printing). */
export function chartLibraryNow(): typeof uPlot | undefined {
  return loaded;
}

export function loadChartLibrary(): Promise<typeof uPlot> {
  loading ??= Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(
    ([m]) => (loaded = m.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
