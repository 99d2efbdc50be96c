// The geometry of a report's chart, computed while the page renders on the server: the page sends
// finished SVG and no chart code at all (docs/architecture.md, budgets). d3-scale places the
// figures, d3-shape draws last year's line; neither is imported by anything that runs in a browser.
import { scaleBand, scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';

/** The drawing's own units: the SVG scales to its box (viewBox), so text stays legible on a phone. */
export const CHART = { width: 400, height: 240, top: 12, right: 8, bottom: 30, left: 56 } as const;

export interface ChartInput {
  /** One label per bucket (short: it is written under the bar). */
  labels: string[];
  /** The period's figure per bucket, drawn as bars. */
  current: number[];
  /** Last year's figure at the same place, drawn as a line; null where last year had no bucket. */
  previous?: (number | null)[];
  /** How an axis figure is written (money, bottles…). */
  format: (value: number) => string;
  /** Figures that are counts: the axis names whole numbers only. */
  integers?: boolean;
}

export interface ChartGeometry {
  bars: { x: number; y: number; width: number; height: number }[];
  /** Last year's line as an SVG path, '' when there is none. */
  previousPath: string;
  previousDots: { x: number; y: number }[];
  yTicks: { y: number; label: string }[];
  xTicks: { x: number; label: string }[];
  /** The y of zero, where the bars stand (below it for a negative net). */
  zero: number;
}

/** At most this many labels under the axis: one bucket in n is named when there are more. */
const MAX_X_LABELS = 6;

export function chartGeometry({ labels, current, previous = [], format, integers = false }: ChartInput): ChartGeometry {
  const { width, height, top, right, bottom, left } = CHART;
  const values = [...current, ...previous.filter((v): v is number => v !== null)];
  const x = scaleBand<number>()
    .domain(labels.map((_, i) => i))
    .range([left, width - right])
    .paddingInner(labels.length > 40 ? 0.1 : 0.25)
    .paddingOuter(0.1);
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(1, ...values)])
    .nice(4)
    .range([height - bottom, top]);
  const zero = y(0);
  const bars = current.map((value, i) => {
    const at = y(value);
    return { x: x(i) ?? 0, y: Math.min(at, zero), width: x.bandwidth(), height: Math.abs(zero - at) };
  });
  const points = previous.map((value, i) => (value === null || i >= labels.length ? null : { x: (x(i) ?? 0) + x.bandwidth() / 2, y: y(value) }));
  const path = line<{ x: number; y: number } | null>()
    .defined((p) => p !== null)
    .x((p) => p!.x)
    .y((p) => p!.y)(points);
  const every = Math.max(1, Math.ceil(labels.length / MAX_X_LABELS));
  return {
    bars,
    previousPath: previous.length ? (path ?? '') : '',
    previousDots: labels.length <= 40 ? points.filter((p): p is { x: number; y: number } => p !== null) : [],
    // A tick whose label repeats the one below says nothing: a quiet period's scale runs from 0 to
    // a cent, and its ticks would all read « 0 € ».
    yTicks: y
      .ticks(4)
      .filter((tick) => !integers || Number.isInteger(tick))
      .map((tick) => ({ y: y(tick), label: format(tick) }))
      .filter((tick, i, ticks) => i === 0 || tick.label !== ticks[i - 1]!.label),
    xTicks: labels.flatMap((label, i) => (i % every === 0 ? [{ x: (x(i) ?? 0) + x.bandwidth() / 2, label }] : [])),
    zero,
  };
}

/** A ranking: one row per item, its name above its bar, so that long wine names fit a phone. */
export const RANK = { width: 400, row: 36, top: 4, left: 4, right: 84 } as const;

export interface RankInput {
  labels: string[];
  current: number[];
  /** Last year's figure of each row, drawn as a tick across its bar. */
  previous?: number[];
  format: (value: number) => string;
}

export interface RankGeometry {
  height: number;
  rows: { labelY: number; barY: number; barHeight: number; x: number; width: number; previousX: number | null; value: string; label: string }[];
}

export function rankGeometry({ labels, current, previous, format }: RankInput): RankGeometry {
  const { width, row, top, left, right } = RANK;
  const values = [...current, ...(previous ?? [])];
  const x = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(1, ...values)])
    .range([left, width - right]);
  return {
    height: top + labels.length * row + 4,
    rows: labels.map((label, i) => {
      const y = top + i * row;
      const from = x(Math.min(0, current[i]!));
      const to = x(Math.max(0, current[i]!));
      return { label, labelY: y + 12, barY: y + 17, barHeight: 12, x: from, width: Math.max(0.5, to - from), previousX: previous ? x(previous[i]!) : null, value: format(current[i]!) };
    }),
  };
}
