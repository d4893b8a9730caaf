import { describe, expect, it } from 'vitest';
import { classifyAgent } from '../../../src/modules/analytics/index.js';
import { compileRule, type RuleJson, type SmartTarget } from '../../../src/modules/links/smart.js';
import { forwardQuery, readQuery } from '../../../src/modules/redirect/forward-query.js';
import { chooseSmartDestination, matchesRule, pickVariant, preferredLanguage, type Visitor } from '../../../src/modules/redirect/smart-choice.js';
import { isPreviewBot } from '../../../src/modules/redirect/social-preview.js';
import { testVisitor } from '../../../src/modules/redirect/test-visitor.js';

// Real User-Agent strings, as sent by the browsers and unfurlers named.
const AGENTS = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  firefoxDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  edgeDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  chromeMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  slackbot: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  twitterbot: 'Twitterbot/1.0',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  linkedin: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  whatsapp: 'WhatsApp/2.23.20.0 A',
  discord: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  imessage: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
} as const;

const visitorOf = (ua: string, extra: Partial<Visitor> = {}): Visitor => {
  const agent = classifyAgent(ua);
  return { device: agent.device, os: agent.os.toLowerCase(), browser: agent.browser.toLowerCase(), time: Date.parse('2030-06-01T12:00:00Z'), ...extra };
};
const rule = (conditions: RuleJson['conditions'], url = 'https://example.com/rule') => compileRule({ conditions, destination_url: url });

const smart = (overrides: Partial<SmartTarget> = {}): SmartTarget => ({
  rules: null,
  variants: null,
  iosUrl: null,
  androidUrl: null,
  forwardQuery: false,
  preview: null,
  routes: true,
  perVisitor: true,
  ...overrides,
});

describe('matchesRule on real user agents', () => {
  it.each([
    ['iphoneSafari', { device: 'mobile', os: 'ios', browser: 'safari' }],
    ['androidChrome', { device: 'mobile', os: 'android', browser: 'chrome' }],
    ['ipad', { device: 'tablet', os: 'ios', browser: 'safari' }],
    ['firefoxDesktop', { device: 'desktop', os: 'windows', browser: 'firefox' }],
    ['edgeDesktop', { device: 'desktop', os: 'windows', browser: 'edge' }],
    ['chromeMac', { device: 'desktop', os: 'macos', browser: 'chrome' }],
  ] as const)('%s matches its own device, OS and browser and no other', (name, expected) => {
    const visitor = visitorOf(AGENTS[name]);
    expect(matchesRule(rule({ device: [expected.device], os: [expected.os], browser: [expected.browser] }), visitor)).toBe(true);
    expect(matchesRule(rule({ device: ['mobile', 'tablet', 'desktop'].filter((d) => d !== expected.device) as Array<'mobile'> }), visitor)).toBe(false);
    expect(matchesRule(rule({ os: ['linux'] }), visitor)).toBe(false);
    expect(matchesRule(rule({ browser: ['opera'] }), visitor)).toBe(false);
  });

  it.each(['slackbot', 'twitterbot', 'facebook', 'linkedin', 'whatsapp', 'discord', 'imessage'] as const)('%s is a preview bot matching no device rule', (name) => {
    expect(isPreviewBot(AGENTS[name])).toBe(true);
    expect(matchesRule(rule({ device: ['mobile', 'tablet', 'desktop'] }), visitorOf(AGENTS[name]))).toBe(false);
  });

  it('tells people from preview bots', () => {
    for (const name of ['iphoneSafari', 'androidChrome', 'ipad', 'firefoxDesktop', 'edgeDesktop', 'chromeMac'] as const) expect(isPreviewBot(AGENTS[name])).toBe(false);
    expect(isPreviewBot('curl/8.5.0')).toBe(false);
    expect(isPreviewBot(undefined)).toBe(false);
  });

  it('needs every condition of a rule, any value of a list', () => {
    const visitor = visitorOf(AGENTS.androidChrome, { country: 'FR', language: 'fr', query: new URLSearchParams('ref=mail&x=') });
    expect(matchesRule(rule({ country: ['BE', 'FR'], language: ['fr'] }), visitor)).toBe(true);
    expect(matchesRule(rule({ country: ['FR'], language: ['de'] }), visitor)).toBe(false);
    expect(matchesRule(rule({ query: { ref: 'mail' } }), visitor)).toBe(true);
    expect(matchesRule(rule({ query: { ref: 'sms' } }), visitor)).toBe(false);
    expect(matchesRule(rule({ query: { x: null } }), visitor)).toBe(true);
    expect(matchesRule(rule({ query: { missing: null } }), visitor)).toBe(false);
    expect(matchesRule(rule({ country: ['FR'] }), visitorOf(AGENTS.androidChrome))).toBe(false);
  });

  it('holds from `after` (inclusive) until `before` (exclusive)', () => {
    const at = (iso: string) => visitorOf(AGENTS.chromeMac, { time: Date.parse(iso) });
    const window = rule({ after: '2030-01-01T00:00:00Z', before: '2030-02-01T00:00:00Z' });
    expect(matchesRule(window, at('2029-12-31T23:59:59Z'))).toBe(false);
    expect(matchesRule(window, at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(matchesRule(window, at('2030-02-01T00:00:00Z'))).toBe(false);
  });
});

describe('chooseSmartDestination', () => {
  const settings = smart({
    iosUrl: 'myapp://open',
    androidUrl: 'https://app.example.com/open',
    rules: [rule({ device: ['desktop'] }, 'https://example.com/desktop'), rule({ language: ['fr'] }, 'https://example.com/fr')],
    variants: [
      { url: 'https://example.com/a', weight: 30 },
      { url: 'https://example.com/b', weight: 70 },
    ],
  });
  const never = () => {
    throw new Error('no draw expected');
  };

  it('goes deep link, then first matching rule, then variant, then default', () => {
    expect(chooseSmartDestination(settings, 'https://example.com/', visitorOf(AGENTS.iphoneSafari), null, never)).toMatchObject({ url: 'myapp://open', reason: 'deep_link' });
    expect(chooseSmartDestination(settings, 'https://example.com/', visitorOf(AGENTS.androidChrome), null, never)).toMatchObject({ url: 'https://app.example.com/open', reason: 'deep_link' });
    expect(chooseSmartDestination(settings, 'https://example.com/', visitorOf(AGENTS.chromeMac, { language: 'fr' }), null, never)).toEqual({ url: 'https://example.com/desktop', reason: 'rule', rule: 0, variant: null });
    const bot = visitorOf(AGENTS.slackbot, { language: 'fr' });
    expect(chooseSmartDestination(settings, 'https://example.com/', bot, null, never)).toMatchObject({ reason: 'rule', rule: 1 });
    expect(chooseSmartDestination(settings, 'https://example.com/', visitorOf(AGENTS.slackbot), 1, never)).toEqual({ url: 'https://example.com/b', reason: 'variant', rule: null, variant: 1 });
    expect(chooseSmartDestination(settings, 'https://example.com/', visitorOf(AGENTS.slackbot), null, () => 29)).toMatchObject({ variant: 0 });
    expect(chooseSmartDestination(smart({ rules: settings.rules }), 'https://example.com/', visitorOf(AGENTS.slackbot), null, never)).toMatchObject({ url: 'https://example.com/', reason: 'default' });
  });

  it('draws variants by cumulative weight', () => {
    const variants = [{ weight: 30 }, { weight: 50 }, { weight: 20 }];
    expect([0, 29, 30, 79, 80, 99].map((draw) => pickVariant(variants, draw))).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('answers "test this visitor" with the destination and the reason', () => {
    expect(testVisitor(settings, 'https://example.com/', { os: 'ios' })).toEqual({ destination_url: 'myapp://open', reason: 'deep_link', rule_index: null, variant_index: null });
    expect(testVisitor(settings, 'https://example.com/', { language: 'fr-CH, en;q=0.8' })).toMatchObject({ reason: 'rule', rule_index: 1 });
    expect(testVisitor(settings, 'https://example.com/', { variant: 0 })).toMatchObject({ destination_url: 'https://example.com/a', reason: 'variant', variant_index: 0 });
    const forwarding = smart({ forwardQuery: true, routes: false });
    expect(testVisitor(forwarding, 'https://example.com/?a=1', { query: { a: '2', qr: '1', b: '3' } }).destination_url).toBe('https://example.com/?a=2&b=3');
    expect(testVisitor(null, 'https://example.com/', {})).toMatchObject({ destination_url: 'https://example.com/', reason: 'default' });
  });
});

describe('preferredLanguage', () => {
  it.each([
    ['fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
    ['en;q=0.5, de', 'de'],
    ['*', null],
    ['', null],
    [undefined, null],
    ['EN-us', 'en'],
  ])('%s -> %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});

describe('query forwarding', () => {
  it('strips the QR marker, and merges without duplicating a key', () => {
    const { params, scanned } = readQuery('utm_source=tw&qr=1&x=1&x=2');
    expect(scanned).toBe(true);
    expect(params.has('qr')).toBe(false);
    expect(forwardQuery('https://example.com/p', params)).toBe('https://example.com/p?utm_source=tw&x=1&x=2');
    expect(forwardQuery('https://example.com/p?utm_source=news&keep=1#top', params)).toBe('https://example.com/p?keep=1&utm_source=tw&x=1&x=2#top');
    expect(forwardQuery('https://example.com/p?a=1', new URLSearchParams())).toBe('https://example.com/p?a=1');
    expect(readQuery('qr=2').scanned).toBe(false);
  });
});
