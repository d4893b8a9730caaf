import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tickChildSource } from '../test/helpers/tick-child.js';
import { machineNote, writeBenchmarkSection } from './lib/report.js';

// npm run bench:next-tick [-- ROUNDS]
// The CPU of one `process.nextTick` call and its run from the queue, in a process whose boot
// left the calls on V8's slow path (full collections while no queue entry was alive, as a
// server's boot does) against one where `keepTickObjectShape` ran first (ADR 1022). Each
// round runs both children, taking turns; BENCH_DRY=1 prints only.
const ROUNDS = Number(process.argv[2] ?? 3);
const CALLS_PER_TURN = 100;
const TURNS = 20_000;

const CHILD = tickChildSource(`
const turn = async () => {
  for (let i = 0; i < ${CALLS_PER_TURN}; i++) process.nextTick(noop);
  await new Promise((resolve) => setImmediate(resolve));
};
for (let i = 0; i < 2000; i++) await turn();
const start = process.cpuUsage();
for (let i = 0; i < ${TURNS}; i++) await turn();
const used = process.cpuUsage(start);
console.log(((used.user + used.system) * 1000) / ${CALLS_PER_TURN * TURNS});
`);

const dir = mkdtempSync(join(tmpdir(), 'bench-next-tick-'));
const rows: Array<{ slow: number; kept: number }> = [];
try {
  writeFileSync(join(dir, 'child.mjs'), CHILD);
  const run = (keep: boolean): number => {
    const args = ['--expose-gc', '--import', 'tsx', join(dir, 'child.mjs'), ...(keep ? ['keep'] : [])];
    const child = spawnSync(process.execPath, args, { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(child.stderr);
    return Number(child.stdout.trim());
  };
  for (let round = 0; round < ROUNDS; round++) {
    const row = { slow: run(false), kept: run(true) };
    rows.push(row);
    console.log(`round ${round + 1}: ${row.slow.toFixed(0)} ns a call on the slow path, ${row.kept.toFixed(0)} ns with the shape kept`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const report = `Command: \`npm run bench:next-tick -- ${ROUNDS}\` (a child process makes \`process.nextTick\` entries and forces a full collection with none alive, ten times, as a server's boot does; then ${TURNS.toLocaleString('en')} turns of ${CALLS_PER_TURN} calls, each turn's queue run before the next; CPU of the whole child over the timed turns, divided by the calls; without and with \`keepTickObjectShape\` first, taking turns).
Machine: ${machineNote()}.

| round | ns a call, definitions megamorphic | ns a call, shape kept (ADR 1022) |
|---:|---:|---:|
${rows.map((row, i) => `| ${i + 1} | ${row.slow.toFixed(0)} | ${row.kept.toFixed(0)} |`).join('\n')}`;
if (!process.env.BENCH_DRY) writeBenchmarkSection('process.nextTick (bench:next-tick)', report);
