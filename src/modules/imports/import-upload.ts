import { ImportFileError } from '../../platform/http/errors.js';
import { csvFormatOf, detectFormat, type ImportFormat, shapeOf } from './formats/detect.js';
import { csvHeaderOf, csvHeaderWidth } from './formats/csv-records.js';
import { MAX_COLUMNS } from './formats/records.js';

/** Bytes per stored chunk of an upload. */
export const CHUNK_BYTES = 256 * 1024;

/** Checks bytes as they stream in: UTF-8 only (a UTF-8 BOM is fine), never UTF-16 or binary. */
export class EncodingCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private offset = 0;

  /** Checks the next piece; throws `import_encoding` naming where the file stops being UTF-8. */
  push(bytes: Uint8Array): void {
    if (this.offset === 0 && bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
      throw new ImportFileError('import_encoding', 'The file is UTF-16 text; save it as UTF-8 and upload it again');
    }
    if (bytes.includes(0)) throw new ImportFileError('import_encoding', 'The file holds NUL bytes: it is binary or UTF-16, not UTF-8 text');
    try {
      this.decoder.decode(bytes, { stream: true });
    } catch {
      throw new ImportFileError('import_encoding', `The file is not UTF-8 text (an invalid byte sequence near byte ${this.offset}); save it as UTF-8 and upload it again`);
    }
    this.offset += bytes.length;
  }

  end(): void {
    try {
      this.decoder.decode();
    } catch {
      throw new ImportFileError('import_encoding', 'The file ends inside a UTF-8 character');
    }
  }
}

/** The text at the start of a file (a character cut at the end dropped, a BOM removed). */
export function headText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes, { stream: true }).replace(/^\uFEFF/, '');
}

/**
 * The format of a file from its start: the one named, checked against the layout, or the one
 * detected. Throws `import_empty` or `import_format`.
 */
export async function formatOf(head: string, named: ImportFormat | undefined): Promise<ImportFormat> {
  if (head.trim() === '') throw new ImportFileError('import_empty', 'The file is empty');
  const width = /^\s*[[{]/.test(head) ? 0 : await csvHeaderWidth(head);
  if (width > MAX_COLUMNS) throw new ImportFileError('import_format', `The header row has ${width} columns; at most ${MAX_COLUMNS} are read`);
  const detected = await detectFormat(head);
  if (named === undefined) {
    if (detected === null) throw new ImportFileError('import_format', 'The file is in no format the import reads: a CSV with a destination column, or an export of this service, Bitly, Dub, Shlink, Kutt or YOURLS');
    return detected;
  }
  const shape = shapeOf(named, head);
  const looksJson = /^\s*[[{]/.test(head);
  const fits = shape === 'json' ? looksJson : shape === 'sql' ? detected === 'yourls' : !looksJson && csvFormatOf(await csvHeaderOf(head)) !== null;
  if (!fits) throw new ImportFileError('import_format', `The file is not a ${named} export${detected ? ` (it looks like ${detected})` : ''}`);
  return named;
}
