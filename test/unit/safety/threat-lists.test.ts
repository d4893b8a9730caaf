import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SafetyError } from '../../../src/modules/safety/scan-result.js';
import { importThreatList } from '../../../src/modules/safety/threat-import.js';
import { createThreatLists, type ThreatLists } from '../../../src/modules/safety/threat-lists.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'lists');
let dir: string;
let lists: ThreatLists | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'safety-lists-'));
});
afterEach(() => {
  lists?.close();
  lists = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function matches(store: ThreatLists, input: string) {
  const url = new URL(input);
  return store.match(url, url.hostname);
}

describe('createThreatLists', () => {
  it('loads every sample feed format from a directory', () => {
    lists = createThreatLists({ paths: [fixtures] });
    expect(lists.stats()).toMatchObject({ files: 6, hosts: 16, urls: 18 });
    expect(matches(lists, 'https://a.tracker-beacon.test/')).toEqual({
      kind: 'host',
      entry: 'tracker-beacon.test',
    });
    expect(matches(lists, 'https://github.com/evil-user/tools/raw/main/stealer.exe')?.kind).toBe('url');
    expect(matches(lists, 'https://github.com/')).toBeNull();
  });

  it('does not let a URL entry block its host or a host entry block its parent', () => {
    lists = createThreatLists({ paths: [fixtures] });
    expect(matches(lists, 'http://payload-host.test/other')).toBeNull();
    expect(matches(lists, 'https://login.test/')).toBeNull();
  });

  it('reloads when a file changes and tells subscribers', async () => {
    const file = join(dir, 'hosts.txt');
    writeFileSync(file, 'first.example\n');
    lists = createThreatLists({ paths: [file] });
    const changed = vi.fn();
    lists.onChanged(changed);
    expect(await lists.refresh()).toBe(false);

    writeFileSync(file, 'second.example\nthird.example\n');
    expect(await lists.refresh()).toBe(true);
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ hosts: 2 }));
    expect(matches(lists, 'https://first.example/')).toBeNull();
    expect(matches(lists, 'https://second.example/')).not.toBeNull();
  });

  it('picks up changes on its own through the poll', async () => {
    const file = join(dir, 'hosts.txt');
    writeFileSync(file, 'first.example\n');
    lists = createThreatLists({ paths: [file], pollIntervalMs: 50 });
    const changed = new Promise((resolve) => lists?.onChanged(resolve));
    writeFileSync(file, 'first.example\npolled.example\n');
    await changed;
    expect(matches(lists, 'https://polled.example/')).not.toBeNull();
  });

  it('loads a missing path once it appears, after warning about it', async () => {
    const warn = vi.fn();
    const listsDir = join(dir, 'later');
    lists = createThreatLists({ paths: [listsDir], logger: { warn, info: () => {} } });
    expect(warn).toHaveBeenCalledOnce();
    await importThreatList(join(fixtures, 'plain-hosts.txt'), listsDir);
    expect(await lists.refresh()).toBe(true);
    expect(matches(lists, 'https://malware-delivery.test/')).not.toBeNull();
  });

  it('keeps notifying the other subscribers when one throws', async () => {
    const file = join(dir, 'hosts.txt');
    writeFileSync(file, 'a.example\n');
    lists = createThreatLists({ paths: [file] });
    const second = vi.fn();
    lists.onChanged(() => {
      throw new Error('subscriber bug');
    });
    const unsubscribe = lists.onChanged(second);
    // A different length: a same-size rewrite in the same clock tick keeps size and mtime.
    writeFileSync(file, 'b.example\nx.example\n');
    await lists.refresh();
    expect(second).toHaveBeenCalledOnce();
    unsubscribe();
    writeFileSync(file, 'c.example\nd.example\n');
    await lists.refresh();
    expect(second).toHaveBeenCalledOnce();
  });
});

describe('importThreatList', () => {
  it('copies a valid feed into the lists directory and reports counts', async () => {
    const result = await importThreatList(join(fixtures, 'urlhaus.csv'), dir);
    expect(result).toEqual({ path: join(dir, 'urlhaus.csv'), hosts: 0, urls: 8, skipped: 0 });
    expect(await readFile(result.path, 'utf8')).toBe(await readFile(join(fixtures, 'urlhaus.csv'), 'utf8'));
  });

  it('refuses a file without a single entry', async () => {
    const empty = join(dir, 'empty.txt');
    writeFileSync(empty, '# nothing here\nnot a host\n');
    await expect(importThreatList(empty, join(dir, 'out'))).rejects.toMatchObject({
      code: 'threat_list_empty',
    });
  });

  it('refuses a file that cannot be read', async () => {
    await expect(importThreatList(join(dir, 'missing.txt'), dir)).rejects.toBeInstanceOf(SafetyError);
  });
});
