// Two independent 32-bit hashes make a 64-bit fingerprint: with a million entries the chance
// that an unlisted key collides is about 1 in 10^13 per lookup, and a collision can only
// over-block, never let a listed key through.
const SEED_A = 0x811c9dc5;
const SEED_B = 0x9747b28c;
const PRIME_A = 0x01000193;
const PRIME_B = 0x5bd1e995;
const DOT = 46;

// The rotation carries high bits down, so the two hashes do not share the weakness of
// multiply-only mixing (low bits depending only on low bits).
function rotate(h: number): number {
  return (h << 13) | (h >>> 19);
}

function finalize(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * A set of string fingerprints in one typed array (open addressing, linear probing): eight
 * bytes per slot instead of a heap string per entry, and one cache line per probe. Keys are
 * hashed right to left, so one pass over a host yields the hash of every parent domain.
 */
export class FingerprintSet {
  private slots = new Uint32Array(2 * 1024);
  private mask = 1023;
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(key: string): void {
    const [a, b] = hashKey(key);
    if (this.findSlot(a, b) >= 0) return;
    if (2 * (this.count + 1) > this.mask + 1) this.grow();
    this.insert(a, b);
    this.count++;
  }

  has(key: string): boolean {
    const [a, b] = hashKey(key);
    return this.findSlot(a, b) >= 0;
  }

  /** Where the shortest listed domain that `host` is or lies under starts, or -1. */
  findDomainOf(host: string): number {
    let a = SEED_A;
    let b = SEED_B;
    let dotSeen = false;
    for (let i = host.length - 1; i >= 0; i--) {
      const code = host.charCodeAt(i);
      a = Math.imul(a ^ code, PRIME_A);
      b = rotate(Math.imul(b ^ code, PRIME_B));
      if (code === DOT) dotSeen = true;
      // A label boundary with two or more labels to its right: a candidate domain.
      const atBoundary = i === 0 || host.charCodeAt(i - 1) === DOT;
      if (atBoundary && dotSeen && this.findSlot(finalize(a), nonZero(finalize(b))) >= 0) return i;
    }
    return -1;
  }

  private findSlot(a: number, b: number): number {
    for (let i = a & this.mask; ; i = (i + 1) & this.mask) {
      const stored = this.slots[2 * i + 1]!;
      if (stored === 0) return -1;
      if (stored === b && this.slots[2 * i] === a) return i;
    }
  }

  private insert(a: number, b: number): void {
    let i = a & this.mask;
    while (this.slots[2 * i + 1] !== 0) i = (i + 1) & this.mask;
    this.slots[2 * i] = a;
    this.slots[2 * i + 1] = b;
  }

  // Keeps the load factor at or under one half, so probe runs stay short.
  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    for (let i = 0; i < old.length; i += 2) {
      if (old[i + 1] !== 0) this.insert(old[i]!, old[i + 1]!);
    }
  }
}

// Unsigned, like the Uint32Array it is compared with; odd, so never the empty marker 0.
function nonZero(h: number): number {
  return (h | 1) >>> 0;
}

/** The fingerprint of a whole key; `b` is never 0, which marks an empty slot. */
function hashKey(key: string): [number, number] {
  let a = SEED_A;
  let b = SEED_B;
  for (let i = key.length - 1; i >= 0; i--) {
    const code = key.charCodeAt(i);
    a = Math.imul(a ^ code, PRIME_A);
    b = rotate(Math.imul(b ^ code, PRIME_B));
  }
  return [finalize(a), nonZero(finalize(b))];
}
