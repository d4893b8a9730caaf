import { readFileSync } from 'node:fs';

/** Where one process's resident memory is, in MB: /proc/PID/smaps_rollup and smaps. */
export interface Resident {
  rss: number;
  anon: number;
  /** File-backed pages: the node binary's code and read-only data (ICU, snapshot), libraries. */
  file: number;
  /** Of `file`: pages of the node executable itself. */
  nodeBinary: number;
}

/** One isolate's V8 figures in MB, as the server reports them on /metrics (thread_memory_bytes). */
export interface IsolateMb {
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  code: number;
}

export interface Breakdown {
  main: IsolateMb | null;
  writer: IsolateMb | null;
}

const MB = 1024;

/** Waits until the server's click buffer is empty (click_buffer_depth on /metrics); returns the seconds it took. */
export async function drained(port: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 300_000) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    if (/^click_buffer_depth 0$/m.test(text)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return (Date.now() - started) / 1000;
}

/** Resident memory of one process (every thread), split as smaps_rollup and smaps show it. */
export function residentOf(pid: number): Resident {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
  let nodeBinary = 0;
  let inNode = false;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) inNode = /\/node$/.test(line);
    else if (inNode && line.startsWith('Rss:')) nodeBinary += Number(line.split(/\s+/)[1]);
  }
  return { rss: kb('Rss') / MB, anon: kb('Anonymous') / MB, file: (kb('Rss') - kb('Anonymous')) / MB, nodeBinary: nodeBinary / MB };
}

/** The per-thread V8 figures of a running server, from its /metrics. */
export async function breakdownOf(port: number): Promise<Breakdown> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const read = (thread: string): IsolateMb | null => {
    const kind = (name: string) => {
      const match = new RegExp(`^thread_memory_bytes\\{thread="${thread}",kind="${name}"\\} (\\d+)`, 'm').exec(text);
      return match ? Number(match[1]) / 2 ** 20 : null;
    };
    const heapTotal = kind('heap_total');
    if (heapTotal === null) return null;
    return { heapUsed: kind('heap_used')!, heapTotal, external: kind('external')!, arrayBuffers: kind('array_buffers')!, code: kind('code')! };
  };
  // A build without the per-thread gauge: the main thread's heap from prom-client's defaults.
  const legacy = (): IsolateMb | null => {
    const value = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? 0) / 2 ** 20;
    if (!text.includes('nodejs_heap_size_total_bytes')) return null;
    return { heapUsed: value('nodejs_heap_size_used_bytes'), heapTotal: value('nodejs_heap_size_total_bytes'), external: value('nodejs_external_memory_bytes'), arrayBuffers: NaN, code: NaN };
  };
  return { main: read('main') ?? legacy(), writer: read('click-writer') };
}

const cell = (n: number | undefined | null) => (n === undefined || n === null || Number.isNaN(n) ? '' : String(Math.round(n)));

/** Anonymous memory no V8 isolate accounts for: SQLite's page cache, malloc arenas, thread stacks. */
export function outsideV8(resident: Resident, breakdown: Breakdown): number | null {
  if (!breakdown.main) return null;
  const isolates = [breakdown.main, breakdown.writer].filter((i): i is IsolateMb => i !== null);
  return resident.anon - isolates.reduce((sum, i) => sum + i.heapTotal + i.external, 0);
}

/** Header of the breakdown table that breakdownCells fills. */
export const BREAKDOWN_HEADER = `| RSS | file-backed (node binary) | anonymous | main heap used / total | main external (array buffers) | main code | writer heap used / total | writer external (array buffers) | writer code | anonymous outside V8 |
|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`;

/** The cells of one breakdown row (MB). */
export function breakdownCells(resident: Resident, breakdown: Breakdown): string {
  const { main, writer } = breakdown;
  const heap = (i: IsolateMb | null) => (i ? `${cell(i.heapUsed)} / ${cell(i.heapTotal)}` : '');
  const external = (i: IsolateMb | null) => (i ? `${cell(i.external)}${Number.isNaN(i.arrayBuffers) ? '' : ` (${cell(i.arrayBuffers)})`}` : '');
  return [
    cell(resident.rss),
    `${cell(resident.file)} (${cell(resident.nodeBinary)})`,
    cell(resident.anon),
    heap(main),
    external(main),
    cell(main?.code),
    writer ? heap(writer) : 'no thread',
    external(writer),
    cell(writer?.code),
    cell(outsideV8(resident, breakdown)),
  ].join(' | ');
}
