import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSafetyScanner } from '../../../src/modules/safety/index.js';

interface CorpusCase {
  url: string;
  verdict: 'safe' | 'unsafe' | 'unknown';
  reason: string | null;
  listed: boolean;
  note: string;
}

const fixtures = join(import.meta.dirname, 'fixtures');
const corpus = JSON.parse(readFileSync(join(fixtures, 'corpus.json'), 'utf8')) as {
  ownHosts: string[];
  listsDir: string;
  urls: CorpusCase[];
};
const scanner = createSafetyScanner({
  ownHosts: corpus.ownHosts,
  threatListPaths: [join(fixtures, corpus.listsDir)],
});
afterAll(() => scanner.close());

const bad = corpus.urls.filter((c) => c.verdict !== 'safe');
const good = corpus.urls.filter((c) => c.verdict === 'safe');
const listed = corpus.urls.filter((c) => c.listed);

describe('safety corpus', () => {
  it('holds at least 200 bad and 200 good URLs', () => {
    expect(bad.length).toBeGreaterThanOrEqual(200);
    expect(good.length).toBeGreaterThanOrEqual(200);
  });

  it('has zero false negatives on list-backed URLs', async () => {
    const missed = [];
    for (const c of listed) {
      const result = await scanner.scanUrl(c.url);
      if (result.verdict !== 'unsafe' || !result.reasons[0]?.startsWith('listed_')) missed.push(c.url);
    }
    expect(missed).toEqual([]);
  });

  it('rejects no good URL', async () => {
    const rejected = [];
    for (const c of good) {
      const result = await scanner.scanUrl(c.url);
      if (result.verdict !== 'safe') rejected.push(`${c.url} -> ${result.reasons.join(',')}`);
    }
    expect(rejected).toEqual([]);
  });

  it('gives every bad URL its expected verdict and first reason', async () => {
    const wrong = [];
    for (const c of bad) {
      const result = await scanner.scanUrl(c.url);
      if (result.verdict !== c.verdict || result.reasons[0] !== c.reason) {
        wrong.push(`${c.url.slice(0, 80)} -> ${result.verdict} ${result.reasons.join(',')} (want ${c.verdict} ${c.reason})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('agrees with checkLocal on every URL the local stages decide', () => {
    const disagreements = [];
    for (const c of corpus.urls) {
      const local = scanner.checkLocal(c.url);
      const expected = c.verdict === 'unknown' ? 'safe' : c.verdict;
      if (local.verdict !== expected) disagreements.push(c.url);
    }
    expect(disagreements).toEqual([]);
  });
});
