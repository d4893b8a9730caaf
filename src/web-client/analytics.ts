import type uPlotType from 'uplot';
import { $, initCommon, pageData } from './core.js';
import { initWinnerButtons } from './ab-winner.js';
import { initLivePanel } from './live.js';

declare global {
  interface Window {
    uPlot?: typeof uPlotType;
  }
}

interface Totals {
  clicks: number;
  uniques: number;
  scans?: number;
}

interface Point {
  date: string;
  clicks: number;
  uniques: number;
  scans?: number;
}

const COLORS = { clicks: '#4338ca', uniques: '#0e9384', scans: '#c4320a' };

const DAY_S = 86_400;

/** A point's start in epoch seconds: a day (`YYYY-MM-DD`) or an hour (ISO instant), both UTC. */
const secondsOf = (date: string) => Date.parse(date.length === 10 ? `${date}T00:00:00Z` : date) / 1000;

/** Bars of clicks per day (or hour: `step` 3600), unique visitors as a line over them; the legend shows totals until hovered. */
function draw(target: HTMLElement, series: Point[], totals: Totals, step = DAY_S): void {
  const UPlot = window.uPlot;
  if (!UPlot) return;
  const xs = series.map((p) => secondsOf(p.date));
  const data: uPlotType.AlignedData = [xs, series.map((p) => p.clicks), series.map((p) => p.uniques), series.map((p) => p.scans ?? 0)];
  const size = () => ({ width: Math.max(280, target.clientWidth), height: target.clientWidth < 500 ? 220 : 300 });
  // With no day under the cursor, the legend reads the window's total instead of "--".
  const legendValue = (total: number, unit: string) => (_u: uPlotType, value: number | null, _series: number, index: number | null) =>
    index === null ? `${total.toLocaleString('en')} ${unit}` : (value ?? 0).toLocaleString('en');
  const first = xs[0] ?? 0;
  const last = xs.at(-1) ?? first;
  const bars = UPlot.paths.bars?.({ size: [0.7, 48] });
  const options: uPlotType.Options = {
    ...size(),
    tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false } },
    scales: {
      // Half a bar either side, so the first and last bars are whole.
      x: { time: true, range: () => [first - step / 2, last + step / 2] },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
    },
    axes: [
      { stroke: '#5b6478', grid: { stroke: '#eef0f5' }, ticks: { stroke: '#e3e6ee' } },
      { stroke: '#5b6478', grid: { stroke: '#eef0f5' }, ticks: { stroke: '#e3e6ee' }, values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')) },
    ],
    series: [
      { value: (_u, ts) => (ts === null ? 'Whole range' : step < DAY_S ? `${new Date(ts * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC` : new Date(ts * 1000).toISOString().slice(0, 10)) },
      { label: 'Clicks', stroke: COLORS.clicks, fill: 'rgba(67,56,202,.55)', width: 1, ...(bars ? { paths: bars } : {}), points: { show: false }, value: legendValue(totals.clicks, 'in total') },
      { label: 'Unique visitors', stroke: COLORS.uniques, width: 2, points: { show: series.length <= 45 }, value: legendValue(totals.uniques, 'in total') },
      { label: 'QR scans', stroke: COLORS.scans, width: 2, dash: [6, 4], points: { show: false }, value: legendValue(totals.scans ?? 0, 'in total') },
    ],
  };
  target.replaceChildren();
  const plot = new UPlot(options, data, target);
  new ResizeObserver(() => plot.setSize(size())).observe(target);
}

initCommon();
initWinnerButtons();
initLivePanel();
const chart = $('#chart');
const data = pageData<{ series: Point[]; totals: Totals; step?: number }>();
if (chart && data) {
  // uPlot loads with `defer`; module scripts run after deferred ones, but be safe on slow loads.
  if (window.uPlot) draw(chart, data.series, data.totals, data.step);
  else window.addEventListener('load', () => draw(chart, data.series, data.totals, data.step), { once: true });
}

