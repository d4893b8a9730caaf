import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { SafetyError } from './scan-result.js';
import { parseThreatText } from './threat-list-files.js';
import { ThreatIndexBuilder } from './threat-index.js';

/** What `shortener threats import <file>` reports. */
export interface ImportResult {
  /** Where the list now lives; the running scanners pick it up on their next poll. */
  path: string;
  hosts: number;
  urls: number;
  /** Lines that were neither entries nor comments. */
  skipped: number;
}

/**
 * Validates a downloaded feed and copies it into the lists directory under its own name,
 * replacing an older copy. Throws SafetyError when the file is unreadable or holds no entry.
 */
export async function importThreatList(sourceFile: string, targetDir: string): Promise<ImportResult> {
  const text = await readFile(sourceFile, 'utf8').catch((err: unknown) => {
    throw new SafetyError('threat_list_unreadable', `Cannot read ${sourceFile}: ${String(err)}`);
  });
  if (text.includes('\0')) {
    throw new SafetyError('threat_list_unreadable', `${sourceFile} is not a text file`);
  }
  const builder = new ThreatIndexBuilder();
  const counts = parseThreatText(text, builder);
  if (counts.entries === 0) {
    throw new SafetyError('threat_list_empty', `${sourceFile} holds no host or URL entries`);
  }
  const name = toListFileName(sourceFile);
  const target = join(targetDir, name);
  // Written under a hidden name, then renamed: a poll never sees half a file.
  const temporary = join(targetDir, `.${name}.${randomUUID()}.tmp`);
  try {
    await mkdir(targetDir, { recursive: true });
    await writeFile(temporary, text);
    await rename(temporary, target);
  } catch (err) {
    await rm(temporary, { force: true });
    throw new SafetyError('threat_list_target', `Cannot write ${target}: ${String(err)}`);
  }
  const index = builder.build();
  return { path: target, hosts: index.hostCount, urls: index.urlCount, skipped: counts.skipped };
}

function toListFileName(sourceFile: string): string {
  const name = basename(sourceFile).replace(/[^A-Za-z0-9._-]/g, '-').replace(/^\.+/, '');
  return name === '' ? 'threat-list.txt' : name;
}
