import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tickChildSource } from '../helpers/tick-child.js';

// V8's feedback for `process.nextTick`, whose object literal defines each entry's four properties.
const CHILD = tickChildSource(`const tick = process.nextTick;
eval('%DebugPrint(tick)');`);

/** The states of the feedback slots that define an entry's properties, in slot order. */
function definitionStates(keep: boolean): string[] {
  // A file, not `-e`: V8 prints no feedback slots for code evaluated from the command line. The
  // print goes to a file too: V8 writes it straight to the descriptor, and into a pipe it was cut
  // short when the child exited.
  const dir = mkdtempSync(join(tmpdir(), 'tick-shape-'));
  try {
    writeFileSync(join(dir, 'child.mjs'), CHILD);
    const out = openSync(join(dir, 'out.txt'), 'w');
    const args = ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', join(dir, 'child.mjs')];
    const run = spawnSync(process.execPath, keep ? [...args, 'keep'] : args, { encoding: 'utf8', stdio: ['ignore', out, 'pipe'] });
    closeSync(out);
    expect(run.status, run.stderr).toBe(0);
    return [...readFileSync(join(dir, 'out.txt'), 'utf8').matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1]!);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('keepTickObjectShape', () => {
  it('keeps process.nextTick defining its entries on the fast path across full collections', () => {
    // Without it, the entries' hidden classes die with each collection and the definitions go
    // megamorphic: every later entry is built by V8's runtime (ADR 1022).
    const control = definitionStates(false);
    expect(control).toHaveLength(4);
    expect(control).toContain('MEGAMORPHIC');

    expect(definitionStates(true)).toEqual(['MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC']);
  });
});
