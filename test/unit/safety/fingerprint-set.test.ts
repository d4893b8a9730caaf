import { describe, expect, it } from 'vitest';
import { FingerprintSet } from '../../../src/modules/safety/fingerprint-set.js';

describe('FingerprintSet', () => {
  it('agrees with a Set across growth, duplicates and absent keys', () => {
    const fingerprints = new FingerprintSet();
    const reference = new Set<string>();
    for (let i = 0; i < 50_000; i++) {
      const key = `host-${i.toString(36)}.example/${i % 7}`;
      fingerprints.add(key);
      fingerprints.add(key);
      reference.add(key);
    }
    expect(fingerprints.size).toBe(reference.size);
    const disagreements: string[] = [];
    for (let i = 0; i < 100_000; i++) {
      const key = `host-${i.toString(36)}.example/${i % 7}`;
      if (fingerprints.has(key) !== reference.has(key)) disagreements.push(key);
    }
    expect(disagreements).toEqual([]);
  });

  it('finds a listed domain for the domain itself and its subdomains only', () => {
    const fingerprints = new FingerprintSet();
    fingerprints.add('bad.example');
    expect(fingerprints.findDomainOf('bad.example')).toBe(0);
    expect(fingerprints.findDomainOf('a.b.bad.example')).toBe(4);
    expect(fingerprints.findDomainOf('notbad.example')).toBe(-1);
    expect(fingerprints.findDomainOf('example')).toBe(-1);
  });

  it('never reports a bare top-level label as a listed domain', () => {
    const fingerprints = new FingerprintSet();
    fingerprints.add('example');
    expect(fingerprints.findDomainOf('a.example')).toBe(-1);
  });
});
