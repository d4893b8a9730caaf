// QR rendering throughput: our PNG and SVG renderers next to qrcode's own PNG output, same run.
// Run: npm run bench:qr [-- --seconds 1.8 --no-write]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import pngjs from 'pngjs';
import QRCode from 'qrcode';
import { sanitiseLogo } from '../src/modules/qr/qr.logo-image.js';
import { parseQrQuery } from '../src/modules/qr/qr.params.js';
import { createQrImageCache, renderLinkQr, renderQr } from '../src/modules/qr/qr.service.js';
import { DEFAULT_DESIGN, type QrDesign, type QrRequest } from '../src/modules/qr/qr.types.js';
import { machineNote, writeBenchmarkSection } from './lib/report.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '1.8' },
    'no-write': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const SIZE = 512;

// Each case starts from a collected heap, so garbage left by a PNG case is not billed to the next.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

interface Case {
  name: string;
  /** Renders once; `i` makes the content unique when encoding is part of the measure. */
  run: (i: number) => Promise<number> | number;
  /** Which target the case answers, as a multiple of qrcode.toBuffer or a rate. */
  target?: { times: number } | { perSecond: number };
}

interface Result {
  name: string;
  perSecond: number;
  perCpuSecond: number;
  bytes: number;
  target: Case['target'];
}

// A short link is what most codes carry: every content below is the same length, so the same version.
const linkText = (i: number): string => `https://sho.rt/${i.toString(36).padStart(7, '0')}`;
const noImageCache = createQrImageCache(0);
const hotCache = createQrImageCache();

function request(query: Record<string, string>): QrRequest {
  const parsed = parseQrQuery({ size: String(SIZE), url: linkText(0), ...query });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

/** A renderer for one style: parsing happens once, so each run measures the service's render path. */
function renderer(query: Record<string, string>, cache = noImageCache): (text: string) => number {
  const base = request(query);
  return (text) => renderQr({ ...base, payload: { type: 'url', url: text } }, cache).body.length;
}

const square = renderer({});
const dots = renderer({ dot_style: 'dots' });
const roundedCircle = renderer({ dot_style: 'rounded', marker_shape: 'circle' });
const svgSquare = renderer({ format: 'svg' });
const svgDots = renderer({ format: 'svg', dot_style: 'dots' });
const hotDots = renderer({ dot_style: 'dots' }, hotCache);

// A branded code: a 256 px logo in the centre (level H) and a rounded frame with text, checked by jsQR.
const logoPng = new pngjs.PNG({ width: 256, height: 256 });
for (let i = 0; i < 256 * 256; i++) logoPng.data.set((i % 256) - 128 + ((i >> 8) - 128) ** 2 / 128 < 0 ? [200, 30, 30, 255] : [0, 0, 0, 0], i * 4);
const logo = sanitiseLogo(pngjs.PNG.sync.write(logoPng), 'image/png');
const brandedDesign: QrDesign = { ...DEFAULT_DESIGN, dotStyle: 'dots', logo: 'account', frame: 'rounded', frameText: 'Scan me', frameColor: '#1a4d8f' };
const branded = (format: 'png' | 'svg') => (text: string) => renderLinkQr(text, brandedDesign, { format, size: SIZE }, logo, noImageCache).body.length;
const brandedPng = branded('png');
const brandedSvg = branded('svg');

const CASES: Case[] = [
  {
    name: '`qrcode.toBuffer` PNG (library reference, encodes each time)',
    run: async (i) => (await QRCode.toBuffer(linkText(i), { width: SIZE, margin: 4, errorCorrectionLevel: 'M' })).length,
  },
  { name: 'PNG square, encode + render', run: (i) => square(linkText(i)), target: { times: 10 } },
  { name: 'PNG dots, encode + render', run: (i) => dots(linkText(i)), target: { times: 5 } },
  { name: 'PNG rounded + circle markers, encode + render', run: (i) => roundedCircle(linkText(i)) },
  { name: 'PNG square, render (matrix cached)', run: () => square(linkText(0)) },
  { name: 'PNG dots, render (matrix cached)', run: () => dots(linkText(0)) },
  { name: 'SVG square, render (matrix cached)', run: () => svgSquare(linkText(0)), target: { perSecond: 20_000 } },
  { name: 'SVG dots, render (matrix cached)', run: () => svgDots(linkText(0)) },
  { name: 'SVG square, encode + render', run: (i) => svgSquare(linkText(i)) },
  { name: 'Cache hit (LRU), PNG dots', run: () => hotDots(linkText(0)) },
  { name: 'PNG dots + logo + rounded frame, encode + render + jsQR check', run: (i) => brandedPng(linkText(i)) },
  { name: 'SVG dots + logo + rounded frame, encode + render + jsQR check', run: (i) => brandedSvg(linkText(i)) },
];

/** Runs a case for SECONDS of wall time after a short warm-up; content counters never repeat across cases. */
async function measure(testCase: Case, counter: { next: number }): Promise<Result> {
  collectGarbage();
  const warmUntil = performance.now() + 200;
  while (performance.now() < warmUntil) await testCase.run(counter.next++);
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  let runs = 0;
  let bytes = 0;
  while (performance.now() - start < SECONDS * 1000) {
    bytes = await testCase.run(counter.next++);
    runs++;
  }
  const wall = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  return {
    name: testCase.name,
    perSecond: runs / wall,
    perCpuSecond: runs / ((cpu.user + cpu.system) / 1e6),
    bytes,
    target: testCase.target,
  };
}

function formatRate(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

function describeTarget(result: Result, reference: Result): string {
  const ratio = result.perSecond / reference.perSecond;
  if (result.target === undefined) return '';
  if ('times' in result.target) {
    return `≥ ${result.target.times}x: **${ratio >= result.target.times ? 'met' : 'missed'}**`;
  }
  return `> ${formatRate(result.target.perSecond)}/s: **${result.perSecond > result.target.perSecond ? 'met' : 'missed'}**`;
}

function buildTable(results: Result[]): string {
  const reference = results[0];
  if (reference === undefined) throw new Error('no results');
  const rows = results.map((result) => {
    const ratio = result.perSecond / reference.perSecond;
    return `| ${result.name} | ${formatRate(result.perSecond)} | ${formatRate(result.perCpuSecond)} | ${(1e6 / result.perSecond).toFixed(0)} | ${ratio.toFixed(1)}x | ${formatRate(result.bytes)} | ${describeTarget(result, reference)} |`;
  });
  return [
    '| Case (512 px, ECC M) | renders/s | per CPU-second | µs/render | vs qrcode | bytes | target |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

async function main(): Promise<void> {
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  const counter = { next: 1 };
  const results: Result[] = [];
  for (const testCase of CASES) {
    const result = await measure(testCase, counter);
    console.log(`${result.name}: ${formatRate(result.perSecond)}/s`);
    results.push(result);
  }
  const table = buildTable(results);
  const body = [
    `Command: \`npm run bench:qr\` (\`tsx bench/qr.ts\`), ${SECONDS} s per case after a 0.2 s warm-up, one process.`,
    `Machine: ${machineNote()}; load average ${load} at the start (shared machine: per CPU-second is the steadier figure).`,
    'Content: a short link (`https://sho.rt/` + 7 characters, version 2). "encode + render" makes every code unique, so the',
    'qrcode library encodes each one (its mask search costs about 300 µs); "matrix cached" re-renders content already encoded,',
    'as when one code is restyled; "cache hit" is a repeated request served from the image LRU.',
    '',
    table,
  ].join('\n');
  console.log(`\n${table}`);
  if (!args['no-write']) writeBenchmarkSection('QR rendering', body);
}

await main();
