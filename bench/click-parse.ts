// Click parsing micro-benchmark: country database load (time, memory), then µs per click.
// Run: npx tsx bench/click-parse.ts [-- --clicks 200000 --geoip <dir> --write]
import { GCProfiler, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseArgs } from 'node:util';
import { classifyAgent } from '../src/modules/analytics/parse/classify-agent.js';
import { type ClickEvent, checkedClicks, encodeClicks } from '../src/modules/analytics/parse/click-event.js';
import { loadCountryDb } from '../src/modules/analytics/parse/country.js';
import { createClickParser } from '../src/modules/analytics/parse/parse-click.js';
import { referrerHost } from '../src/modules/analytics/parse/referrer.js';
import { visitorHash } from '../src/modules/analytics/parse/visitor.js';
import fixtures from '../test/unit/analytics/fixtures/user-agents.json' with { type: 'json' };
import { machineNote, writeBenchmarkSection } from './lib/report.js';

const { values: args } = parseArgs({
  options: {
    clicks: { type: 'string', default: '200000' },
    geoip: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});
const CLICKS = Number(args.clicks);

// Exposing gc at run time keeps the command a plain `tsx bench/click-parse.ts`.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const REFERERS = ['', '', 'https://www.google.com/', 'https://t.co/x', 'android-app://com.slack/', 'https://news.ycombinator.com/item?id=1'];
const V6_PREFIXES = ['2001:4860:4860', '2a00:1450:4001', '2800:3f0:4001', '2400:cb00:2048', '2c0f:f248:1'];

// A fixed linear congruential generator: the same clicks on every run.
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function buildEvents(count: number): ClickEvent[] {
  const random = createRandom(7);
  const byte = () => Math.floor(random() * 256);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, (_, i) => ({
    id: `e${i}`,
    linkId: 1 + Math.floor(random() * 1_000),
    at: Date.UTC(2024, 4, 1) + i * 1_000,
    method: 'GET',
    ip:
      random() < 0.8
        ? `${1 + Math.floor(random() * 222)}.${byte()}.${byte()}.${byte()}`
        : `${pick(V6_PREFIXES)}::${byte().toString(16)}:${byte().toString(16)}`,
    userAgent: pick(fixtures).ua,
    referer: pick(REFERERS),
    countryHeader: '',
  }));
}

/**
 * µs and bytes of garbage a call. Bytes allocated are the heap's growth over the loop plus what
 * each collection during it freed (the GC profiler's before and after sizes): the figure the
 * click writer's young-generation collections scale with, and one that a busy machine does not
 * change as it changes times.
 */
function measure(label: string, count: number, run: (i: number) => unknown): string {
  return measurePer(label, count, 1, run);
}

/** `measure` for a step that handles `clicks` clicks a call, reported per click. */
function measurePer(label: string, count: number, clicks: number, run: (i: number) => unknown): string {
  for (let i = 0; i < Math.min(count, 10_000); i++) run(i);
  collectGarbage();
  const profiler = new GCProfiler();
  profiler.start();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) run(i);
  const micros = Number(process.hrtime.bigint() - started) / 1_000 / count / clicks;
  const heapAfter = process.memoryUsage().heapUsed;
  const freed = (profiler.stop()?.statistics ?? []).reduce(
    (sum, gc) => sum + gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize,
    0,
  );
  const bytes = (heapAfter - heapBefore + freed) / count / clicks;
  return `| ${label} | ${micros.toFixed(2)} µs | ${Math.max(0, Math.round(bytes))} B |`;
}

collectGarbage();
const before = process.memoryUsage();
const loadStarted = performance.now();
const countryDb = args.geoip ? loadCountryDb(args.geoip) : loadCountryDb();
const loadMs = performance.now() - loadStarted;
collectGarbage();
const after = process.memoryUsage();
const retainedMb = (after.heapUsed - before.heapUsed + after.arrayBuffers - before.arrayBuffers) / 2 ** 20;
const peakRssMb = process.resourceUsage().maxRSS / 1_024;

const events = buildEvents(CLICKS);
const parse = createClickParser({ countryDb, trustCountryHeader: false });
const at = (i: number): ClickEvent => events[i % events.length]!;
// Texts of 1,000 events as the writer thread receives them: decoding and checking is per click.
const TEXT_EVENTS = 1_000;
const texts = Array.from({ length: Math.ceil(CLICKS / TEXT_EVENTS) }, (_, k) => encodeClicks(events.slice(k * TEXT_EVENTS, (k + 1) * TEXT_EVENTS)));
const rows = [
  measurePer('decode and check (texts of 1,000 clicks)', texts.length, TEXT_EVENTS, (k) => checkedClicks({ texts: [texts[k]!] })),
  measure('full parse (memo warm)', CLICKS, (i) => parse(at(i), 'salt')),
  measure('classifyAgent, memo hit', CLICKS, (i) => classifyAgent(at(i).userAgent)),
  measure('classifyAgent, memo miss', 20_000, (i) => classifyAgent(`${at(i).userAgent} run/${i}`)),
  measure('country lookup', CLICKS, (i) => countryDb.lookup(at(i).ip)),
  measure('referrerHost, memo hit', CLICKS, (i) => referrerHost(at(i).referer)),
  measure('referrerHost, memo miss', 20_000, (i) => referrerHost(`https://www.example.com/page?run=${i}`)),
  measure('visitorHash', CLICKS, (i) => visitorHash('salt', at(i).linkId, at(i).ip, at(i).userAgent)),
];

const report = `
Command: \`npx tsx bench/click-parse.ts -- --clicks ${CLICKS}\`. ${machineNote()}.

Country database (${countryDb.source}): loaded in ${loadMs.toFixed(0)} ms, ${countryDb.segments.v4.toLocaleString('en')} IPv4 and ${countryDb.segments.v6.toLocaleString('en')} IPv6 segments, ${retainedMb.toFixed(1)} MiB retained, peak RSS ${peakRssMb.toFixed(0)} MiB.

| Step (per click) | Cost | Allocated |
|---|---:|---:|
${rows.join('\n')}
`;
console.log(report.trim());
if (args.write) writeBenchmarkSection('Click parsing', report);
