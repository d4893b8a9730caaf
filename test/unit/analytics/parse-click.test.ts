import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ClickEvent } from '../../../src/modules/analytics/parse/click-event.js';
import { loadCountryDb } from '../../../src/modules/analytics/parse/country.js';
import { createClickParser } from '../../../src/modules/analytics/parse/parse-click.js';
import { visitorHash } from '../../../src/modules/analytics/parse/visitor.js';

const countryDb = loadCountryDb(join(import.meta.dirname, 'fixtures', 'geoip'));
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

function buildEvent(overrides: Partial<ClickEvent> = {}): ClickEvent {
  return {
    id: 'evt-1',
    linkId: 7,
    at: Date.UTC(2024, 4, 31, 23, 30),
    method: 'GET',
    ip: '1.0.0.1',
    userAgent: IPHONE,
    referer: 'https://www.Instagram.com/p/xyz',
    countryHeader: '',
    ...overrides,
  };
}

describe('createClickParser', () => {
  const parse = createClickParser({ countryDb, trustCountryHeader: false });

  it('turns a human click into every analytics dimension', () => {
    expect(parse(buildEvent(), 'salt-a')).toEqual({
      id: 'evt-1',
      linkId: 7,
      at: Date.UTC(2024, 4, 31, 23, 30),
      clickedAt: '2024-05-31T23:30:00.000Z',
      method: 'GET',
      day: '2024-05-31',
      isBot: false,
      device: 'mobile',
      browser: 'Safari',
      os: 'iOS',
      language: 'und',
      country: 'AU',
      referrerHost: 'www.instagram.com',
      visitorHash: visitorHash('salt-a', 7, '1.0.0.1', IPHONE),
      source: 'link',
      variant: null,
    });
  });

  it('keeps the preferred language of the Accept-Language header, und without one', () => {
    expect(parse(buildEvent({ acceptLanguage: 'en-AU;q=0.8, pt-BR' }), 's').language).toBe('pt');
    expect(parse(buildEvent({ acceptLanguage: '*' }), 's').language).toBe('und');
  });

  it('keeps neither the IP nor the User-Agent', () => {
    const text = JSON.stringify(parse(buildEvent(), 'salt-a'), (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
    expect(text).not.toContain('1.0.0.1');
    expect(text).not.toContain('iPhone OS');
  });

  it('flags a HEAD request as a bot even from a browser agent', () => {
    expect(parse(buildEvent({ method: 'HEAD' }), 'salt-a').isBot).toBe(true);
  });

  it('flags link unfurlers and empty agents as bots', () => {
    expect(parse(buildEvent({ userAgent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' }), 's').isBot).toBe(true);
    expect(parse(buildEvent({ userAgent: '' }), 's').isBot).toBe(true);
  });

  it('reads direct, XX and a new visitor id when the request carries nothing useful', () => {
    const click = parse(buildEvent({ referer: '', ip: '10.0.0.1' }), 'salt-b');
    expect(click).toMatchObject({ referrerHost: 'direct', country: 'XX' });
    expect(click.visitorHash).not.toBe(parse(buildEvent({ ip: '10.0.0.1' }), 'salt-a').visitorHash);
  });

  it('prefers the country header only when it is trusted', () => {
    const event = buildEvent({ countryHeader: 'DE' });
    expect(parse(event, 's').country).toBe('AU');
    expect(createClickParser({ countryDb, trustCountryHeader: true })(event, 's').country).toBe('DE');
  });
});
