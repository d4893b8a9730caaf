import { type ClickEvent, wireFields } from './parse/click-event.js';

/**
 * Clicks waiting in the in-process queue, kept as the wire text the writer reads
 * (`encodeClicks`: a JSON array of each click's fields) in UTF-8 bytes outside the JS heap
 * (ADR 1011). Held as objects for the queue's interval, every click and its header strings
 * outlived two young-generation collections and was copied into the old generation, which
 * then needed full collections: on a server at 34,000 redirects a second the HTTP thread spent
 * about 3 µs a redirect collecting garbage, against 0.5 for a bare `node:http` server.
 */
export interface ClickChunk {
  /** A JSON array of wire clicks, as `encodeClicks` writes it, in UTF-8. */
  readonly bytes: Uint8Array;
  readonly count: number;
}

export interface ChunkBuilder {
  /** Clicks added since the last seal. */
  readonly count: number;
  add(event: ClickEvent): void;
  /** The clicks added since the last seal, as one chunk of their own; the builder starts again. */
  seal(): ClickChunk;
}

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const FIRST_CAPACITY = 64 * 1024;

/**
 * One growing buffer, reused from chunk to chunk: a chunk is copied out at its exact size when
 * sealed, so what stays allocated is the largest chunk's bytes, once.
 */
export function createChunkBuilder(): ChunkBuilder {
  let bytes: Buffer<ArrayBuffer> = Buffer.allocUnsafeSlow(FIRST_CAPACITY);
  bytes[0] = OPEN_BRACKET;
  let length = 1;
  let count = 0;
  return {
    get count() {
      return count;
    },
    add(event) {
      const text = JSON.stringify(wireFields(event));
      // A UTF-16 unit is at most 3 bytes of UTF-8; one more for the comma.
      const most = text.length * 3 + 1;
      if (length + most > bytes.length) bytes = grown(bytes, length, length + most);
      length += bytes.write(text, length);
      bytes[length++] = COMMA;
      count++;
    },
    seal() {
      if (count === 0) return { bytes: Uint8Array.of(OPEN_BRACKET, CLOSE_BRACKET), count: 0 };
      // The last click's comma closes the array.
      bytes[length - 1] = CLOSE_BRACKET;
      const chunk = { bytes: new Uint8Array(bytes.subarray(0, length)), count };
      length = 1;
      count = 0;
      return chunk;
    },
  };
}

function grown(bytes: Buffer, used: number, needed: number): Buffer<ArrayBuffer> {
  const next = Buffer.allocUnsafeSlow(Math.max(needed, bytes.length * 2));
  bytes.copy(next, 0, 0, used);
  return next;
}
