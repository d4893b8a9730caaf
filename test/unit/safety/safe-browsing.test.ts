import { afterEach, describe, expect, it } from 'vitest';
import { createSafeBrowsingProvider } from '../../../src/modules/safety/safe-browsing.js';
import { answerMatches, type Reply, startFakeSafeBrowsing, threatMatch } from './fake-safe-browsing.js';

let fake: Awaited<ReturnType<typeof startFakeSafeBrowsing>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setUp(reply: (urls: string[]) => Reply, extra: { failureThreshold?: number; cooldownMs?: number; now?: () => number } = {}) {
  fake = await startFakeSafeBrowsing(reply);
  return createSafeBrowsingProvider({ apiKey: 'test-key', baseUrl: fake.baseUrl, ...extra });
}

describe('Safe Browsing provider', () => {
  it('posts the documented threatMatches:find request', async () => {
    const provider = await setUp(() => ({ body: {} }));
    await provider.lookup(['https://example.com/page']);
    expect(fake?.requests).toEqual([
      {
        method: 'POST',
        path: '/v4/threatMatches:find',
        key: 'test-key',
        contentType: 'application/json',
        body: {
          client: { clientId: 'shortener', clientVersion: '1.0.0' },
          threatInfo: {
            threatTypes: ['MALWARE', 'SOCIAL_ENGINEERING', 'UNWANTED_SOFTWARE', 'POTENTIALLY_HARMFUL_APPLICATION'],
            platformTypes: ['ANY_PLATFORM'],
            threatEntryTypes: ['URL'],
            threatEntries: [{ url: 'https://example.com/page' }],
          },
        },
      },
    ]);
  });

  it('answers null (safe) for an empty response object', async () => {
    const provider = await setUp(() => ({ body: {} }));
    expect(await provider.lookup(['https://example.com/'])).toEqual([null]);
  });

  it('answers unsafe when the response has matches', async () => {
    const provider = await setUp(([url]) => ({ body: { matches: [threatMatch(url!, 'MALWARE')] } }));
    expect(await provider.lookup(['https://bad.example/'])).toEqual([
      {
        verdict: 'unsafe',
        reason: 'provider_match',
        message: 'URL is flagged by Google Safe Browsing as malware',
      },
    ]);
  });

  it('answers unknown when the API takes longer than 1.5 s', async () => {
    const provider = await setUp(() => ({ body: {}, delayMs: 6_000 }));
    const started = performance.now();
    expect(await provider.lookup(['https://slow.example/'])).toMatchObject([
      { verdict: 'unknown', reason: 'provider_unavailable' },
    ]);
    // Well short of the 6 s the API took, with room for a loaded machine.
    expect(performance.now() - started).toBeLessThan(4_000);
  });

  it.each([
    [500, {}],
    [403, { error: { code: 403, message: 'API key not valid' } }],
    [200, ['not', 'an', 'object']],
  ])('answers unknown for an HTTP %i reply', async (status, body) => {
    const provider = await setUp(() => ({ status, body }));
    expect((await provider.lookup(['https://example.com/']))[0]?.verdict).toBe('unknown');
  });

  it('answers unknown when nothing listens', async () => {
    const provider = createSafeBrowsingProvider({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9' });
    expect((await provider.lookup(['https://example.com/']))[0]?.verdict).toBe('unknown');
  });

  it('opens the circuit after consecutive failures, then tries again after the cool-down', async () => {
    let clock = 0;
    let failing = true;
    const provider = await setUp(() => (failing ? { status: 503 } : { body: {} }), {
      failureThreshold: 2,
      cooldownMs: 10_000,
      now: () => clock,
    });
    await provider.lookup(['https://a.example/']);
    await provider.lookup(['https://b.example/']);
    expect(fake?.requests).toHaveLength(2);

    expect((await provider.lookup(['https://c.example/']))[0]?.verdict).toBe('unknown');
    expect(fake?.requests).toHaveLength(2);

    failing = false;
    clock = 10_000;
    expect(await provider.lookup(['https://d.example/'])).toEqual([null]);
    expect(fake?.requests).toHaveLength(3);
    expect(await provider.lookup(['https://e.example/'])).toEqual([null]);
    expect(fake?.requests).toHaveLength(4);
  });

  it('checks many URLs in one request and pins each match on its URL', async () => {
    const urls = ['https://a.example/', 'https://bad.example/x', 'https://c.example/'];
    const provider = await setUp((sent) => answerMatches(sent, [urls[1]!]));
    const findings = await provider.lookup(urls);
    expect(fake?.requests).toHaveLength(1);
    expect(findings.map((f) => f?.verdict ?? 'safe')).toEqual(['safe', 'unsafe', 'safe']);
  });

  it('splits more than 500 URLs into several requests', async () => {
    const provider = await setUp(() => ({ body: {} }));
    const urls = Array.from({ length: 501 }, (_, i) => `https://site${i}.example/`);
    expect(await provider.lookup(urls)).toHaveLength(501);
    expect(fake?.requests).toHaveLength(2);
  });

  it('answers unknown for every URL when a match names a URL that was not sent', async () => {
    const provider = await setUp(() => ({ body: { matches: [threatMatch('https://other.example/')] } }));
    const findings = await provider.lookup(['https://a.example/', 'https://b.example/']);
    expect(findings.map((f) => f?.verdict)).toEqual(['unknown', 'unknown']);
  });
});
