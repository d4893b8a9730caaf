import { describe, expect, it } from 'vitest';
import type { Analytics } from '../../../src/modules/analytics/index.js';
import { autoInterval, chartSeries, languageName } from '../../../src/modules/web/pages/analytics-hourly.section.js';
import { analyticsCsv } from '../../../src/modules/web/routes/analytics-csv.js';

const analytics: Analytics = {
  range: { from: '2026-11-26', to: '2026-11-27' },
  totals: { clicks: 3, uniques: 2, botClicks: 0 },
  series: [
    { date: '2026-11-26', clicks: 1, uniques: 1, scans: 0 },
    { date: '2026-11-27', clicks: 2, uniques: 1, scans: 1 },
  ],
  countries: [],
  devices: [],
  browsers: [],
  operating_systems: [{ value: 'Windows', clicks: 3 }],
  languages: [{ value: 'fr', clicks: 2 }, { value: 'und', clicks: 1 }],
  referrers: [],
  sources: [{ value: 'link', clicks: 2 }, { value: 'qr', clicks: 1 }],
  hours: [{ hour: '2026-11-27T09:00:00Z', clicks: 2, uniques: 1, scans: 1 }],
};

describe('the analytics page by the hour', () => {
  it.each([
    ['2026-11-26', '2026-11-27', 'hour'],
    ['2026-11-27', '2026-11-27', 'hour'],
    ['2026-11-26', undefined, 'hour'],
    ['2026-11-25', '2026-11-27', undefined],
    [undefined, '2026-11-27', undefined],
    ['2026-11-28', '2026-11-27', undefined],
    ['yesterday', undefined, undefined],
  ])('charts from %s to %s by %s', (from, to, interval) => {
    expect(autoInterval(from, to, '2026-11-27')).toBe(interval);
  });

  it('charts hours when the window has them, days otherwise', () => {
    expect(chartSeries(analytics)).toEqual({ series: [{ date: '2026-11-27T09:00:00Z', clicks: 2, uniques: 1, scans: 1 }], step: 3600, unit: 'hour' });
    const { hours: _, ...daily } = analytics;
    expect(chartSeries(daily).unit).toBe('day');
  });

  it('names languages, und as Unknown', () => {
    expect([languageName('fr'), languageName('und'), languageName('pt')]).toEqual(['French', 'Unknown', 'Portuguese']);
  });

  it('exports the hours, operating systems and languages in the analytics CSV', () => {
    const lines = analyticsCsv(analytics).split('\r\n');
    expect(lines).toEqual(expect.arrayContaining(['hourly,2026-11-27T09:00:00Z,2,1', 'os,Windows,3,', 'language,fr,2,', 'language,und,1,']));
  });
});
