// Smart-link decision micro-benchmark (ADR 0501): CPU per redirect decision for a plain link, a
// link that forwards queries, and links with five rules (none matching, so all are tested),
// in one process, so the machine's other load weighs the same on each.
// Run: npx tsx bench/smart-rules.ts [--calls 500000] [--write]
import { parseArgs } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LinkTarget } from '../src/modules/links/link.js';
import { toSmartTarget } from '../src/modules/links/smart.js';
import { createSmartRedirect } from '../src/modules/redirect/smart-redirect.js';
import { machineNote, writeBenchmarkSection } from './lib/report.js';

const { values: args } = parseArgs({ options: { calls: { type: 'string', default: '500000' }, write: { type: 'boolean', default: false } } });
const CALLS = Number(args.calls);
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const RULES = [{ device: ['tablet'] }, { os: ['android'] }, { language: ['fr'] }, { query: { src: 'mail' } }, { after: '2999-01-01T00:00:00Z' }].map((conditions, i) => ({
  conditions,
  destination_url: `https://example.com/rule/${i}`,
}));
const COUNTRY_RULES = [{ country: ['FR'] }, { country: ['BE', 'CH'] }, { language: ['fr'] }, { device: ['tablet'] }, { query: { src: 'mail' } }].map((conditions, i) => ({
  conditions,
  destination_url: `https://example.com/rule/${i}`,
}));

const target = (columns: { rules?: object[]; forward?: boolean }): LinkTarget => ({
  id: 1,
  slug: 's00000001',
  host: null,
  indexable: false,
  destinationUrl: 'https://example.com/page/1',
  redirectType: 302,
  status: 'active',
  expiresAt: null,
  fallbackUrl: null,
  clickLimit: null,
  hasPassword: false,
  workspaceId: 1,
  smart: toSmartTarget({ rules: columns.rules ? JSON.stringify(columns.rules) : null, variants: null, ios_url: null, android_url: null, preview: null, forward_query: columns.forward ? 1 : 0 }),
});

const smartRedirect = createSmartRedirect({ appSecret: 'bench', secureCookies: false, countryHeader: 'cf-ipcountry', countryOf: (_ip, header) => header || 'XX' });
// What the route reads of a request: its URL, headers, address and cookies.
const request = (url: string) => ({ url, ip: '203.0.113.7', cookies: {}, headers: { 'user-agent': CHROME, 'accept-language': 'en-US,en;q=0.9', 'cf-ipcountry': 'DE' } }) as unknown as FastifyRequest;
const reply = {} as FastifyReply;

/** CPU microseconds per call of `serve` (the route's part after the state decision). */
function measure(serve: () => unknown): number {
  for (let i = 0; i < 20_000; i++) serve();
  const start = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) serve();
  const used = process.cpuUsage(start);
  return ((used.user + used.system) / CALLS) * 1;
}

const cases: Array<[string, () => unknown]> = [];
const plain = target({});
const plainRequest = request('/s00000001');
// The route's own test for the plain path: no query string, no settings.
cases.push(['plain link, no query (the route\'s fast path)', () => plainRequest.url.indexOf('?') === -1 && plain.smart === null]);
const forwarding = target({ forward: true });
const withQuery = request('/s00000001?utm_source=tw&x=1');
cases.push(['forward_query, visitor query of 2 parameters', () => smartRedirect(withQuery, reply, forwarding, withQuery.url.indexOf('?'))]);
const scanned = request('/s00000001?qr=1');
cases.push(['plain link scanned (?qr=1)', () => smartRedirect(scanned, reply, plain, scanned.url.indexOf('?'))]);
const five = target({ rules: RULES });
const noQuery = request('/s00000001');
cases.push(['5 rules (device, os, language, query, time), none matching', () => smartRedirect(noQuery, reply, five, -1)]);
const fiveCountry = target({ rules: COUNTRY_RULES });
cases.push(['5 rules incl. 2 on country (trusted header), none matching', () => smartRedirect(noQuery, reply, fiveCountry, -1)]);

const rows = cases.map(([name, serve]) => `| ${name} | ${measure(serve).toFixed(2)} |`);
const report = `Command: \`npx tsx bench/smart-rules.ts --calls ${CALLS}\` (the redirect route's smart step called in a loop, after ${20_000} warm-up calls; a Chrome User-Agent, so the memoised classifier answers).
Machine: ${machineNote()}.

| link | CPU µs per redirect decision |
|---|---:|
${rows.join('\n')}`;
console.log(report);
if (args.write) writeBenchmarkSection('Smart-link decision (micro)', report);
