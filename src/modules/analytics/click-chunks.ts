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
 *
 * A chunk is several texts of at most CLICKS_PER_TEXT clicks each (ADR 1027): the writer parses
 * one text at a time, and what JSON.parse makes of 500 clicks (about 250 KB) dies in the
 * thread's 2 MB young generation, where that of a whole chunk of 5,000 outgrew it and was
 * copied into the old generation in the middle of the parse.
 */
export interface ClickChunk {
  readonly count: number;
  /**
   * The chunk's clicks as UTF-8 JSON texts, in order, each as `encodeClicks` writes its clicks:
   * views of shared memory, valid until the chunk is released.
   */
  texts(): Uint8Array[];
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
/** Clicks per text of a chunk: 500 promoted 225 bytes a click in the writer, 1,000 285, one text of 5,000 560. */
export const CLICKS_PER_TEXT = 500;
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
  // Where each text of the chunk being filled begins; the first at 0.
  let starts = [0];
  return {
    get count() {
      return count;
    },
    add(event) {
      const text = JSON.stringify(wireFields(event));
      // A UTF-16 unit is at most 3 bytes of UTF-8; one more for the comma and one for a new text's bracket.
      const most = text.length * 3 + 2;
      if (length + most > bytes.length) bytes = grown(bytes, length, length + most);
      if (count > 0 && count % CLICKS_PER_TEXT === 0) {
        // The last click's comma closes the text; the next one opens here.
        bytes[length - 1] = CLOSE_BRACKET;
        starts.push(length);
        bytes[length++] = OPEN_BRACKET;
      }
      length += bytes.write(text, length);
      bytes[length++] = COMMA;
      count++;
    },
    seal() {
      // The last click's comma closes the last text; an empty chunk is "[]".
      if (count === 0) bytes[length++] = CLOSE_BRACKET;
      else bytes[length - 1] = CLOSE_BRACKET;
      const sealedBytes = bytes;
      const ends = [...starts.slice(1), length];
      const views = starts.map((start, i) => sealedBytes.subarray(start, ends[i]));
      const chunk: SealedChunk = { count, buffer: sealedBytes, texts: () => views };
      bytes = spare.pop() ?? newBuffer(Math.max(FIRST_CAPACITY, sealedBytes.length));
      length = 1;
      count = 0;
      starts = [0];
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
