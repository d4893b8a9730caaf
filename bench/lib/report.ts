import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

const FILE = new URL('../../docs/benchmarks.md', import.meta.url);
const HEADER = '# Benchmarks\n\nEvery number here was written by the benchmark itself; rerun the command to refresh it.\n';

/** One line naming the machine, so numbers are read against the hardware they came from. */
export function machineNote(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z`;
}

/** Replaces (or appends) the `## heading` section of docs/benchmarks.md. */
export function writeBenchmarkSection(heading: string, body: string): void {
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const sections = current.split(/\n(?=## )/);
  const section = `## ${heading}\n\n${body.trim()}\n`;
  const index = sections.findIndex((part) => part.startsWith(`## ${heading}\n`));
  if (index >= 0) sections[index] = section;
  else sections.push(section);
  writeFileSync(FILE, `${sections.map((part) => part.trimEnd()).join('\n\n')}\n`);
}

/** The short commit of a checkout, to name a baseline build in a report. */
export function commitOf(dir: string): string {
  try {
    return `commit ${execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()}`;
  } catch {
    return dir;
  }
}
