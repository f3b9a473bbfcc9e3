// One chart: uPlot draws it on a canvas, loaded only with this screen's chunk
// (dynamic import: never in the first page, never in jsdom tests that only import the module).
// The chart is an image to assistive technology with a one-line summary; the figure's caption
// says the same in words (it prints), and the numbers are in a table under 'Ver los datos'.
// A chart is drawn when it comes near the screen (a chart further down costs nothing until the
// coach scrolls to it) and, at the latest, before the page is printed.
import { useLayoutEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import type uPlot from "uplot";
import { chartLibraryNow, loadChartLibrary } from "../chart-library";

/** How far below (or above) the screen a chart starts drawing, so it is ready when it arrives. */
const NEAR_PX = 300;
const NEAR = `${NEAR_PX}px`;

/** The axes' font: uPlot's own default, named here so labels can be measured with it. */
const AXIS_FONT =
  '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/** Slant of the names under bars, in degrees (uPlot's sign: negative slopes down to the right). */
const SLANT = 50;
/** Longest slanted name, in px; a longer one is shortened with '…'. */
const MAX_NAME_PX = 130;
/** Tick (10) plus uPlot's gap (5) under the plot, and a little air. */
const UNDER_TICKS = 18;
/** Below this width bars lie down: one row per name, every name written straight. */
const NARROW = 640;
/** Height of one lying bar's row, and the room under the rows for the value axis. */
const ROW_PX = 22;
const VALUE_AXIS_PX = 36;

/** Names beside lying bars: the axis as wide as the longest one (at most 45 % of the chart). */
export function sideNames(labels: readonly string[], chartWidth: number) {
  const max = Math.max(60, Math.floor(chartWidth * 0.45));
  const names = labels.map((label) => {
    let name = label;
    while (textWidth(name) > max - 16 && name.length > 2) name = `${name.slice(0, -2).trimEnd()}…`;
    return name;
  });
  const longest = Math.max(0, ...names.map(textWidth));
  return { names, size: Math.min(max, Math.ceil(longest) + 16) };
}

let measurer: CanvasRenderingContext2D | null | undefined;
/** A label's width in the axis font (an estimate where there is no canvas, as in jsdom). */
function textWidth(text: string): number {
  if (measurer === undefined) {
    try {
      measurer = document.createElement("canvas").getContext("2d") ?? null;
    } catch {
      measurer = null;
    }
    if (measurer) measurer.font = AXIS_FONT;
  }
  return measurer ? measurer.measureText(text).width : text.length * 6.5;
}

/**
 * Names under bars, slanted: each shortened to fit MAX_NAME_PX, the axis tall enough for the
 * longest and the right padding wide enough for the last, so no name is cut at the edge.
 */
export function slantedNames(labels: readonly string[]): {
  names: string[];
  size: number;
  right: number;
} {
  const widths: number[] = [];
  const names = labels.map((label) => {
    let name = label;
    let w = textWidth(name);
    while (w > MAX_NAME_PX && name.length > 2) {
      name = `${name.slice(0, -2).trimEnd()}…`;
      w = textWidth(name);
    }
    widths.push(w);
    return name;
  });
  const rad = (SLANT * Math.PI) / 180;
  const longest = Math.max(0, ...widths);
  return {
    names,
    // The slanted text's height plus the line's own height tilted.
    size: Math.ceil(longest * Math.sin(rad) + 12 * Math.cos(rad)) + UNDER_TICKS,
    right: Math.ceil((widths.at(-1) ?? 0) * Math.cos(rad)),
  };
}

export type ChartSeries = {
  label: string;
  color: string;
  values: (number | null)[];
  /** Dashed line (targets, references). */
  dash?: boolean;
};

type Props = {
  title: string;
  /** Text alternative: what the chart shows, in one or two sentences. */
  summary: string;
  /** Labels of the x positions (dates, names). */
  labels: string[];
  series: ChartSeries[];
  kind?: "line" | "bars";
  yRange?: [number, number];
  /** Formats y values on the axis. */
  yFormat?: (v: number) => string;
  height?: number;
  /** The data as a table (rendered under 'Ver los datos'); omit when a table is beside it. */
  table?: ReactNode;
};

/** Whether `el` is within NEAR_PX of the visible part of the page. */
function nearScreen(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.bottom > -NEAR_PX && r.top < window.innerHeight + NEAR_PX;
}

export function Chart({
  title,
  summary,
  labels,
  series,
  kind = "line",
  yRange,
  yFormat,
  height = 240,
  table,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);

  // A layout effect: a chart already on screen is drawn before the screen is first painted.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || labels.length === 0) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let near: IntersectionObserver | null = null;
    let cancelled = false;
    let lying = false;
    let drawnHeight = height;
    const draw = (UPlotChart: typeof uPlot) => {
      if (cancelled || plot) return;
      const xs = labels.map((_, i) => i);
      const bars = kind === "bars" ? UPlotChart.paths.bars!({ size: [0.7, 48] }) : undefined;
      const width = Math.max(240, el.clientWidth);
      // On a phone, slanted names under 20 bars overlap: the bars lie down instead, one row
      // and one straight name each, the chart as tall as the rows need.
      lying = kind === "bars" && el.clientWidth < NARROW;
      const side = lying ? sideNames(labels, width) : null;
      const slanted = !lying && kind === "bars" && labels.length > 8 ? slantedNames(labels) : null;
      const names = side?.names ?? slanted?.names ?? labels;
      const label = (i: number) => names[Math.round(i)] ?? "";
      drawnHeight = lying ? Math.max(height, labels.length * ROW_PX + VALUE_AXIS_PX + 8) : height;
      const nameAxis: uPlot.Axis = side
        ? {
            side: 3,
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? label(v) : "")),
            splits: () => labels.map((_, i) => i),
            size: side.size,
            gap: 4,
            font: AXIS_FONT,
            stroke: "#475569",
            grid: { show: false },
          }
        : {
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? label(v) : "")),
            // Room for a date between ticks on lines; on bars, a name wherever the slanted
            // names do not overlap (every bar when they fit, every other one in a big squad).
            space: kind === "bars" ? 15 : 80,
            rotate: slanted ? -SLANT : 0,
            size: slanted ? slanted.size : 40,
            font: AXIS_FONT,
            stroke: "#475569",
            grid: { show: false },
          };
      plot = new UPlotChart(
        {
          width,
          height: drawnHeight,
          legend: { show: true, live: false },
          // Room on the right for the last slanted name (it starts under the last bar).
          padding: [8, slanted ? Math.max(12, slanted.right) : kind === "bars" ? 28 : 12, 0, 0],
          cursor: { show: kind === "line", points: { show: false } },
          scales: {
            x: {
              time: false,
              ...(kind === "bars" ? { range: [-0.5, labels.length - 0.5] } : {}),
              // Lying bars: the names run down the left side, the first at the top.
              ...(lying ? { ori: 1 as const, dir: -1 as const } : {}),
            },
            y: {
              ...(yRange ? { range: yRange } : {}),
              ...(lying ? { ori: 0 as const, dir: 1 as const } : {}),
            },
          },
          axes: [
            nameAxis,
            {
              values: (_u, splits) => splits.map((v) => (yFormat ? yFormat(v) : String(v))),
              stroke: "#475569",
              grid: { stroke: "#e2e8f0" },
              font: AXIS_FONT,
              ...(lying ? { side: 2, size: VALUE_AXIS_PX, space: 50 } : { size: 56 }),
            },
          ],
          series: [
            {},
            ...series.map((s) => ({
              label: s.label,
              stroke: s.color,
              width: 2,
              ...(s.dash ? { dash: [6, 4], points: { show: false } } : {}),
              ...(kind === "bars" && !s.dash
                ? { paths: bars, fill: s.color, points: { show: false } }
                : s.dash
                  ? {}
                  : { points: { show: labels.length <= 40 } }),
            })),
          ],
        },
        [xs, ...series.map((s) => s.values)] as uPlot.AlignedData,
        el,
      );
      observer ??= new ResizeObserver(() => {
        // Only a real change of width: setting the same size again would loop.
        if (!plot || el.clientWidth === 0 || Math.abs(el.clientWidth - plot.width) <= 1) return;
        if (kind === "bars" && lying !== el.clientWidth < NARROW) {
          // Crossing the phone width: the bars stand up or lie down, drawn anew.
          plot.destroy();
          plot = null;
          draw(UPlotChart);
        } else plot.setSize({ width: el.clientWidth, height: drawnHeight });
      });
      observer.observe(el);
    };
    const start = () => {
      near?.disconnect();
      near = null;
      window.removeEventListener("beforeprint", drawNow);
      void loadChartLibrary()
        .then(draw)
        .catch(() => setFailed(true));
    };
    // Printing cannot wait for a download: draw now if the library is here (another chart on
    // the screen has loaded it), else the caption and the table carry the numbers.
    const drawNow = () => {
      const ready = chartLibraryNow();
      if (ready) draw(ready);
      start();
    };
    // On screen (or near it) already, with the library loaded beside the screen: drawn now, in
    // the screen's first frame, instead of one frame later when the observer first reports.
    const ready = chartLibraryNow();
    if (ready && nearScreen(el)) draw(ready);
    else if (typeof IntersectionObserver === "undefined") start();
    else {
      near = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) start();
        },
        { rootMargin: `${NEAR} 0px` },
      );
      near.observe(el);
      window.addEventListener("beforeprint", drawNow);
    }
    return () => {
      cancelled = true;
      near?.disconnect();
      window.removeEventListener("beforeprint", drawNow);
      observer?.disconnect();
      plot?.destroy();
    };
  }, [labels, series, kind, yRange, yFormat, height]);

  return (
    <figure className="analytics-chart min-w-0">
      <figcaption className="mb-2">
        <span className="block text-sm font-semibold text-slate-800">{title}</span>
        <span className="block text-sm text-slate-600">{summary}</span>
      </figcaption>
      {labels.length === 0 ? (
        <p className="py-6 text-sm text-slate-500">Sin datos para dibujar.</p>
      ) : (
        <div
          ref={box}
          role="img"
          aria-label={`${title}. ${summary}`}
          className="w-full overflow-hidden"
          style={{ minHeight: height + 30 }}
          data-chart
        />
      )}
      {failed && (
        <p className="text-sm text-amber-800">
          No se pudo dibujar el gráfico: los datos están en la tabla.
        </p>
      )}
      {table && (
        <details className="mt-2 text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary className="cursor-pointer text-brand-700 underline-offset-2 hover:underline">
            Ver los datos de «{title}»
          </summary>
          {/* Built when opened: a season's table would weigh on every visit otherwise. */}
          {open && <div className="mt-2">{table}</div>}
        </details>
      )}
    </figure>
  );
}
