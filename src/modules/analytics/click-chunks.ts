import { type ClickEvent, wireFields } from './parse/click-event.js';

/**
 * Clicks waiting in the in-process queue, kept as the wire text the writer reads
 * (`encodeClicks`: a JSON array of each click's fields) in UTF-8 bytes outside the JS heap
 * (ADR 1011). Held as objects for the queue's interval, every click and its header strings
 * outlived two young-generation collections and was copied into the old generation, which
 * then needed full collections: on a server at 34,000 redirects a second the HTTP thread spent
 * about 3 µs a redirect collecting garbage, against 0.5 for a bare `node:http` server.
 *
 * The bytes are shared memory, which the writer thread reads in place (ADR 1026): the chunk
 * crossed as a string, a megabyte of this thread's old generation a flush (most of what its
 * full collections collected) and two copies more as it was posted.
 */
export interface ClickChunk {
  readonly count: number;
  /**
   * The UTF-8 JSON text of the chunk's clicks, as `encodeClicks` writes it: a view of shared
   * memory, valid until the chunk is released.
   */
  bytes(): Uint8Array;
}

export interface ClickChunks {
  /** Clicks added since the last seal. */
  readonly count: number;
  add(event: ClickEvent): void;
  /** The clicks added since the last seal, as a chunk of their own; adding starts a new one. */
  seal(): ClickChunk;
  /** The chunk is written: its buffer takes the next clicks. */
  release(chunk: ClickChunk): void;
}

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const FIRST_CAPACITY = 64 * 1024;
/** Buffers kept for reuse: one being filled while another is written, and one more. */
const SPARE_BUFFERS = 2;

interface SealedChunk extends ClickChunk {
  readonly buffer: Buffer;
}

/**
 * Clicks are written into a growing buffer; a sealed chunk keeps its buffer until it is
 * released, which hands the buffer back for later chunks. Under steady load two or three
 * buffers of a full chunk's size (about 1.3 MB for 5,000 browser clicks) are all there is:
 * a new buffer per chunk was garbage outside the heap until a full collection freed it.
 */
export function createClickChunks(): ClickChunks {
  const spare: Buffer[] = [];
  let bytes = newBuffer(FIRST_CAPACITY);
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
      // The last click's comma closes the array; an empty chunk is "[]".
      if (count === 0) bytes[length++] = CLOSE_BRACKET;
      else bytes[length - 1] = CLOSE_BRACKET;
      const sealedBytes = bytes;
      const sealedLength = length;
      const chunk: SealedChunk = { count, buffer: sealedBytes, bytes: () => sealedBytes.subarray(0, sealedLength) };
      bytes = spare.pop() ?? newBuffer(Math.max(FIRST_CAPACITY, sealedBytes.length));
      length = 1;
      count = 0;
      return chunk;
    },
    release(chunk) {
      if (spare.length < SPARE_BUFFERS) spare.push((chunk as SealedChunk).buffer);
    },
  };
}

function newBuffer(capacity: number): Buffer {
  const bytes = Buffer.from(new SharedArrayBuffer(capacity));
  bytes[0] = OPEN_BRACKET;
  return bytes;
}

function grown(bytes: Buffer, used: number, needed: number): Buffer {
  const next = newBuffer(Math.max(needed, bytes.length * 2));
  bytes.copy(next, 0, 0, used);
  return next;
}
