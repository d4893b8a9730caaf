import { describe, expect, it } from 'vitest';
import { createClickParserFromConfig } from '../../../src/modules/analytics/click-parser.factory.js';
import type { ClickEvent } from '../../../src/modules/analytics/parse/click-event.js';
import { CountryDbError } from '../../../src/modules/analytics/parse/country.js';

const event = (countryHeader: string): ClickEvent => ({
  id: 'evt-lazy',
  linkId: 1,
  at: Date.UTC(2026, 0, 2),
  method: 'GET',
  ip: '1.0.0.1',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  referer: '',
  countryHeader,
});

describe('createClickParserFromConfig', () => {
  // A database that cannot load shows whether it was loaded: only a lookup needs it.
  const config = { geoipCountryPath: '/nonexistent/geoip', countryHeader: 'cf-ipcountry' };

  it('leaves the country database unloaded while every click carries the country header', () => {
    const parser = createClickParserFromConfig(config);
    expect(parser.parse(event('de'), 'salt').country).toBe('DE');
    expect(parser.parse(event('FR'), 'salt').country).toBe('FR');
  });

  it('loads the country database for the first click without a usable header', () => {
    const parser = createClickParserFromConfig(config);
    expect(() => parser.parse(event(''), 'salt')).toThrow(CountryDbError);
  });

  it('parses a configured CSV database at preload, before any click', () => {
    expect(() => createClickParserFromConfig(config).preload()).toThrow(CountryDbError);
  });
});
