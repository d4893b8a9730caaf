import type { Db } from '../../platform/db/db.js';
import { ValidationError } from '../../platform/http/errors.js';
import { readHourlyClicks } from './analytics.repository.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Hourly points cover at most this many days: 48 bars still read as a chart (ADR 0632). */
export const HOURLY_MAX_DAYS = 2;

export const INTERVALS = ['day', 'hour'] as const;
export type Interval = (typeof INTERVALS)[number];

export interface HourPoint {
  /** The hour's start, `YYYY-MM-DDTHH:00:00Z`. */
  hour: string;
  clicks: number;
  uniques: number;
  scans: number;
}

/** The interval asked for (`day` by default); 422 naming `interval` when it is neither, or hourly over too long a window. */
export function readInterval(value: unknown, range: { from: string; to: string }): Interval {
  if (value === undefined || value === '' || value === 'day') return 'day';
  if (value !== 'hour') throw ValidationError.field('interval', 'interval must be day or hour');
  if (Date.parse(range.to) - Date.parse(range.from) >= HOURLY_MAX_DAYS * DAY_MS) {
    throw ValidationError.field('interval', `interval=hour covers at most ${HOURLY_MAX_DAYS} days; ask for a shorter range`);
  }
  return 'hour';
}

/**
 * Every hour of the window's days up to the current one, from the raw clicks (kept as long
 * as the rollups): 0 where none. Uniques are first visits of the day, so hours add up to days.
 */
export async function hourlySeries(db: Db, linkId: number, range: { from: string; to: string }, now = Date.now()): Promise<HourPoint[]> {
  const start = Date.parse(`${range.from}T00:00:00Z`);
  const end = Date.parse(`${range.to}T00:00:00Z`) + DAY_MS;
  const rows = await readHourlyClicks(db, linkId, new Date(start).toISOString(), new Date(end).toISOString());
  const byHour = new Map(rows.map((row) => [row.hour, row]));
  const points: HourPoint[] = [];
  for (let ms = start; ms < end && ms <= now; ms += HOUR_MS) {
    const key = new Date(ms).toISOString().slice(0, 13);
    const row = byHour.get(key);
    points.push({ hour: `${key}:00:00Z`, clicks: row?.clicks ?? 0, uniques: row?.uniques ?? 0, scans: row?.scans ?? 0 });
  }
  return points;
}
