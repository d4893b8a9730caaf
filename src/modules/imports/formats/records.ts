/** A record read from an import file: its fields by column (or key), or why it cannot be read. */
export interface SourceRecord {
  /** 1-based position among the file's records (the header row is not one). */
  row: number;
  fields?: Record<string, unknown>;
  /** A record the reader could not read (broken quoting, too many columns); the row fails alone. */
  error?: string;
}

/** The file as a whole cannot be read: the import fails with this sentence. */
export class UnreadableFileError extends Error {}

/** Most columns a record may have; wider ones fail as a row, not as the import. */
export const MAX_COLUMNS = 1_000;
/** Most characters a record may hold; 64 KiB fits every field of a link many times over. */
export const MAX_RECORD_CHARS = 64 * 1024;
/**
 * Deepest nesting of a record's JSON (a JSON file's record, a CSV cell of JSON): a link's
 * fields nest three or four levels, and values nested thousands deep overflow the stack of
 * whatever walks them next (`String([[...]])`, JSON.stringify), failing the whole import.
 */
export const MAX_RECORD_DEPTH = 32;

/** Decodes UTF-8 bytes as they arrive; a UTF-8 BOM is dropped, invalid bytes throw. */
export async function* textOf(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of bytes) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** A column or key name as formats spell it loosely: `Long URL`, `long_url`, `longUrl` -> `longurl`. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}
