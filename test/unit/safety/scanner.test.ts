import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSafetyScanner, type SafetyScanner } from '../../../src/modules/safety/index.js';
import { answerMatches, startFakeSafeBrowsing } from './fake-safe-browsing.js';

const lists = join(import.meta.dirname, 'fixtures', 'lists');
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function track(scanner: SafetyScanner): SafetyScanner {
  cleanups.push(() => scanner.close());
  return scanner;
}

async function withProvider(flagged: string[]) {
  const fake = await startFakeSafeBrowsing((urls) => answerMatches(urls, flagged));
  cleanups.push(fake.close);
  const scanner = track(
    createSafetyScanner({
      ownHosts: ['sho.rt'],
      threatListPaths: [lists],
      safeBrowsing: { apiKey: 'k', baseUrl: fake.baseUrl },
    }),
  );
  return { scanner, requests: fake.requests };
}

describe('createSafetyScanner', () => {
  it('answers safe with no reasons and no message', async () => {
    const scanner = track(createSafetyScanner({ ownHosts: ['sho.rt'], threatListPaths: [lists] }));
    expect(await scanner.scanUrl('example.com/a?b=1')).toEqual({
      verdict: 'safe',
      reasons: [],
      message: '',
      url: 'https://example.com/a?b=1',
    });
  });

  it('refuses a policy violation without asking the provider', async () => {
    const { scanner, requests } = await withProvider([]);
    expect(await scanner.scanUrl('http://127.1/')).toMatchObject({
      verdict: 'unsafe',
      reasons: ['forbidden_address'],
      message: 'URL points to a private or loopback address',
    });
    expect(requests).toHaveLength(0);
  });

  it('refuses a listed URL without asking the provider', async () => {
    const { scanner, requests } = await withProvider([]);
    expect((await scanner.scanUrl('https://x.malware-delivery.test/')).reasons).toEqual(['listed_host']);
    expect(requests).toHaveLength(0);
  });

  it('refuses what the provider flags', async () => {
    const { scanner } = await withProvider(['https://flagged.example/']);
    expect(await scanner.scanUrl('https://flagged.example/')).toMatchObject({
      verdict: 'unsafe',
      reasons: ['provider_match'],
      message: 'URL is flagged by Google Safe Browsing as phishing',
    });
  });

  it('lets the provider turn a homograph from unknown into unsafe', async () => {
    const { scanner } = await withProvider(['https://paypa1.com/']);
    expect((await scanner.scanUrl('https://paypa1.com/')).reasons).toEqual(['provider_match', 'homograph']);
  });

  it('keeps a homograph unknown when the provider sees nothing', async () => {
    const { scanner } = await withProvider([]);
    expect(await scanner.scanUrl('https://paypa1.com/')).toMatchObject({
      verdict: 'unknown',
      reasons: ['homograph'],
    });
  });

  it('answers unknown, never safe, when the provider is unreachable', async () => {
    const warn = vi.fn();
    const scanner = track(
      createSafetyScanner({
        ownHosts: [],
        threatListPaths: [],
        safeBrowsing: { apiKey: 'secret-key', baseUrl: 'http://127.0.0.1:9' },
        logger: { warn, info: () => {} },
      }),
    );
    expect(await scanner.scanUrl('https://example.com/')).toMatchObject({
      verdict: 'unknown',
      reasons: ['provider_unavailable'],
    });
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-key');
  });

  it('checks locally without the network', async () => {
    const { scanner, requests } = await withProvider([]);
    expect(scanner.checkLocal('https://example.com/').verdict).toBe('safe');
    expect(scanner.checkLocal('https://paypa1.com/').verdict).toBe('safe');
    expect(scanner.checkLocal('https://drive-files.test/x').reasons).toEqual(['listed_url']);
    expect(requests).toHaveLength(0);
  });

  it('emits changed after a list file changes, so stored links can be rescanned', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'safety-scanner-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'hosts.txt');
    writeFileSync(file, 'old.example\n');
    const scanner = track(createSafetyScanner({ ownHosts: [], threatListPaths: [file] }));
    const changed = vi.fn();
    scanner.on('changed', changed);
    expect(scanner.checkLocal('https://new.example/').verdict).toBe('safe');

    writeFileSync(file, 'old.example\nnew.example\n');
    await scanner.reloadThreatLists();
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ hosts: 2, files: 1 }));
    expect(scanner.checkLocal('https://new.example/').verdict).toBe('unsafe');
  });
});

describe('scanUrl and the remote provider', () => {
  it('sends the normalised URL without its fragment', async () => {
    const { scanner, requests } = await withProvider([]);
    await scanner.scanUrl('Example.com/a?b=1#access_token=secret');
    expect(JSON.stringify(requests[0]?.body)).toContain('"url":"https://example.com/a?b=1"');
    expect(JSON.stringify(requests[0]?.body)).not.toContain('secret');
  });
});

describe('scanUrls', () => {
  it('answers in input order and asks the provider once for what the local stages passed', async () => {
    const { scanner, requests } = await withProvider(['https://flagged.example/']);
    const results = await scanner.scanUrls([
      'https://example.com/',
      'http://10.0.0.1/',
      'https://flagged.example/',
      'https://paypa1.com/',
    ]);
    expect(results.map((r) => r.verdict)).toEqual(['safe', 'unsafe', 'unsafe', 'unknown']);
    expect(requests).toHaveLength(1);
    expect(JSON.stringify(requests[0]?.body)).not.toContain('10.0.0.1');
  });
});
