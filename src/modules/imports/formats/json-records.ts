import { nestsDeeperThan } from '../../../platform/text/json-depth.js';
import { MAX_RECORD_CHARS, MAX_RECORD_DEPTH, type SourceRecord, UnreadableFileError } from './records.js';

/** Keys of a top-level object that hold the records: Kutt's `data` list, YOURLS's `links` map. */
const RECORD_KEYS = new Set(['data', 'links']);

/**
 * The objects of a JSON file's record list, streamed: a top-level array, or the `data` array or
 * `links` object of a top-level object. Only one record is in memory at a time.
 */
export async function* jsonRecords(text: AsyncIterable<string>): AsyncGenerator<SourceRecord> {
  const stack: string[] = [];
  let recordDepth = -1;
  let inString = false;
  let escaped = false;
  let keyText: string | null = null;
  let lastKey: string | null = null;
  let expectKey = false;
  let capture: string[] | null = null;
  let captureLength = 0;
  let row = 0;
  let started = false;

  for await (const chunk of text) {
    const out: SourceRecord[] = [];
    let from = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') {
          inString = false;
          if (keyText !== null) {
            lastKey = keyText;
            keyText = null;
          }
        } else if (keyText !== null && keyText.length < 64) keyText += c;
        continue;
      }
      if (c === '"') {
        inString = true;
        if (stack.length === 1 && stack[0] === '{' && expectKey) keyText = '';
        continue;
      }
      if (c === ':' && stack.length === 1) expectKey = false;
      else if (c === ',' && stack.length === 1) expectKey = true;
      else if (c === '{' || c === '[') {
        if (!started) {
          started = true;
          if (c === '[') recordDepth = 1;
          else expectKey = true;
        } else if (recordDepth === -1 && stack.length === 1 && lastKey !== null && RECORD_KEYS.has(lastKey)) recordDepth = 2;
        else if (stack.length === recordDepth && c === '{') {
          capture = [];
          captureLength = 0;
          from = i;
        }
        stack.push(c);
      } else if (c === '}' || c === ']') {
        stack.pop();
        if (capture !== null && stack.length === recordDepth) {
          capture.push(chunk.slice(from, i + 1));
          out.push(readRecord(capture.join(''), ++row, captureLength + i + 1 - from));
          capture = null;
        }
      } else if (!started && !/\s/.test(c)) throw new UnreadableFileError('The file is not a JSON list of links');
    }
    if (capture !== null) {
      capture.push(chunk.slice(from));
      captureLength += chunk.length - from;
      from = 0;
      // A record past the limit keeps only its length: memory stays bounded.
      if (captureLength > MAX_RECORD_CHARS) capture.length = 0;
    }
    yield* out;
  }
  if (!started) throw new UnreadableFileError('The file is empty');
  if (stack.length > 0 || inString) throw new UnreadableFileError('The JSON ends before its last record is closed');
  if (recordDepth === -1) throw new UnreadableFileError('The JSON holds no list of links (a top-level array, or "data" or "links")');
}

function readRecord(text: string, row: number, length: number): SourceRecord {
  if (length > MAX_RECORD_CHARS) return { row, error: `the record is longer than ${MAX_RECORD_CHARS} characters` };
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { row, error: 'the record is not valid JSON' };
  }
  if (nestsDeeperThan(fields, MAX_RECORD_DEPTH)) return { row, error: `the record nests deeper than ${MAX_RECORD_DEPTH} levels` };
  return { row, fields };
}
