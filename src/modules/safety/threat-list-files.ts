import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { type LineKind, parseThreatLine } from './threat-list-parser.js';
import { type ThreatIndex, ThreatIndexBuilder } from './threat-index.js';

/** Counts from reading feed text; `skipped` lines were neither entries nor comments. */
export interface ParseCounts {
  lines: number;
  entries: number;
  skipped: number;
}

export interface LoadedIndex {
  index: ThreatIndex;
  files: string[];
  skipped: number;
}

// Lines parsed between yields while reloading, so redirects keep flowing during a big reload.
const LINES_PER_SLICE = 5_000;

function* splitLines(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    yield text.slice(start, stop);
    start = stop + 1;
  }
}

function count(counts: ParseCounts, kind: LineKind): void {
  counts.lines++;
  if (kind === 'entry') counts.entries++;
  else if (kind === 'invalid') counts.skipped++;
}

/** Parses feed text into `builder` in one go (boot, import). */
export function parseThreatText(text: string, builder: ThreatIndexBuilder): ParseCounts {
  const counts: ParseCounts = { lines: 0, entries: 0, skipped: 0 };
  for (const line of splitLines(text)) count(counts, parseThreatLine(line, builder));
  return counts;
}

async function parseThreatTextInSlices(
  text: string,
  builder: ThreatIndexBuilder,
): Promise<ParseCounts> {
  const counts: ParseCounts = { lines: 0, entries: 0, skipped: 0 };
  for (const line of splitLines(text)) {
    count(counts, parseThreatLine(line, builder));
    if (counts.lines % LINES_PER_SLICE === 0) await yieldToEventLoop();
  }
  return counts;
}

// Hidden names are skipped: imports write `.name.tmp` files before renaming them into place.
function isListFileName(name: string): boolean {
  return !name.startsWith('.');
}

/** The list files behind the configured paths: files as given, directories expanded. */
export function resolveListFiles(paths: readonly string[]): string[] {
  const files: string[] = [];
  for (const path of paths) {
    const info = statSync(path, { throwIfNoEntry: false });
    if (info?.isFile()) files.push(path);
    else if (info?.isDirectory()) {
      // stat, not the directory entry's type, so symlinked feeds count as files too.
      const names = readdirSync(path)
        .filter(isListFileName)
        .map((name) => join(path, name))
        .filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile() === true);
      files.push(...names.sort());
    }
  }
  return files;
}

/** Loads every list synchronously; used once at boot so the scanner is ready when returned. */
export function loadThreatIndexSync(paths: readonly string[]): LoadedIndex {
  const builder = new ThreatIndexBuilder();
  const files = resolveListFiles(paths);
  let skipped = 0;
  for (const file of files) skipped += parseThreatText(readFileSync(file, 'utf8'), builder).skipped;
  return { index: builder.build(), files, skipped };
}

/** Loads every list without blocking the event loop for long; throws if a file cannot be read. */
export async function loadThreatIndex(paths: readonly string[]): Promise<LoadedIndex> {
  const builder = new ThreatIndexBuilder();
  const files = resolveListFiles(paths);
  let skipped = 0;
  for (const file of files) {
    skipped += (await parseThreatTextInSlices(await readFile(file, 'utf8'), builder)).skipped;
  }
  return { index: builder.build(), files, skipped };
}

/** A string that changes whenever a list file is added, removed, replaced or edited. */
export function fingerprintLists(paths: readonly string[]): string {
  const parts: string[] = [];
  for (const path of paths) {
    const info = statSync(path, { throwIfNoEntry: false });
    if (info === undefined) parts.push(`${path}:missing`);
    else if (info.isDirectory()) parts.push(`${path}:dir`);
  }
  for (const file of resolveListFiles(paths)) {
    const info = statSync(file, { throwIfNoEntry: false });
    if (info !== undefined) parts.push(`${file}:${info.mtimeMs}:${info.size}:${info.ino}`);
  }
  return parts.join('\n');
}
