import type uPlotType from 'uplot';
import { $, initCommon, pageData } from './core.js';

declare global {
  interface Window {
    uPlot?: typeof uPlotType;
  }
}

interface Point {
  date: string;
  clicks: number;
  uniques: number;
}

const COLORS = { clicks: '#4338ca', uniques: '#0e9384' };

function draw(target: HTMLElement, series: Point[]): void {
  const UPlot = window.uPlot;
  if (!UPlot) return;
  const xs = series.map((p) => Date.parse(`${p.date}T00:00:00Z`) / 1000);
  const data: uPlotType.AlignedData = [xs, series.map((p) => p.clicks), series.map((p) => p.uniques)];
  const size = () => ({ width: Math.max(280, target.clientWidth), height: target.clientWidth < 500 ? 220 : 300 });
  const options: uPlotType.Options = {
    ...size(),
    tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
    axes: [
      { stroke: '#5b6478', grid: { stroke: '#eef0f5' }, ticks: { stroke: '#e3e6ee' } },
      { stroke: '#5b6478', grid: { stroke: '#eef0f5' }, ticks: { stroke: '#e3e6ee' }, values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')) },
    ],
    series: [
      { value: '{YYYY}-{MM}-{DD}' },
      { label: 'Clicks', stroke: COLORS.clicks, width: 2, fill: 'rgba(67,56,202,.08)', points: { show: series.length <= 45 } },
      { label: 'Unique visitors', stroke: COLORS.uniques, width: 2, dash: [6, 4], points: { show: series.length <= 45 } },
    ],
  };
  target.replaceChildren();
  const plot = new UPlot(options, data, target);
  new ResizeObserver(() => plot.setSize(size())).observe(target);
}

initCommon();
const chart = $('#chart');
const data = pageData<{ series: Point[] }>();
if (chart && data) {
  // uPlot loads with `defer`; module scripts run after deferred ones, but be safe on slow loads.
  if (window.uPlot) draw(chart, data.series);
  else window.addEventListener('load', () => draw(chart, data.series), { once: true });
}

