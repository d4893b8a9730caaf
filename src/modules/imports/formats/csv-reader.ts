import { MAX_COLUMNS, MAX_RECORD_CHARS } from './records.js';

/** A CSV record as read: its cells, or why it cannot be read. */
export type RawRecord = { cells: string[]; width: number } | { error: string; width?: number };

type State = 'start' | 'plain' | 'quoted' | 'quote' | 'broken';

const NEVER_CLOSED = 'a quoted cell is never closed';

/**
 * RFC 4180 records out of text fed a chunk at a time, with recovery. A record broken on its
 * first line is reported and reading resumes at the next line. A record that runs past its first
 * line inside a quoted cell and then fails (the quote never closes, closes too late to be followed
 * by `,`, or the record grows past `MAX_RECORD_CHARS`) is reported and reading restarts at the
 * line after its first line: a stray quote mark then costs one row, not the rest of the file.
 */
export class CsvReader {
  private cells: string[] = [];
  private width = 0;
  private cell = '';
  private size = 0;
  private state: State = 'start';
  private problem = '';
  private afterCr = false;
  /** What is being read: the new chunk, after the text kept for a restart. */
  private text = '';
  private at = 0;
  /** Where the current record's second line starts in `text`; -1 while it has one line. */
  private restAt = -1;
  private readonly out: RawRecord[] = [];

  /** Reads `chunk`; the records it completes wait in `take()`. */
  feed(chunk: string): void {
    // Only the current record's later lines are kept: a restart needs no more, so memory stays bounded.
    const kept = this.restAt < 0 ? '' : this.text.slice(this.restAt);
    this.text = kept + chunk;
    this.at = kept.length;
    if (this.restAt >= 0) this.restAt = 0;
    this.readText();
  }

  /** Ends the text: the last record, or the failures of records whose quote never closed. */
  end(): void {
    while (this.state === 'quoted' && this.restAt >= 0) {
      this.restart(NEVER_CLOSED);
      this.readText();
    }
    if (this.state === 'quoted') this.report(NEVER_CLOSED);
    else this.endRecord();
  }

  /** The records read so far and not yet taken. */
  take(): RawRecord[] {
    return this.out.splice(0);
  }

  private readText(): void {
    while (this.at < this.text.length) this.step(this.text[this.at++]!);
  }

  private step(c: string): void {
    if (this.afterCr) {
      this.afterCr = false;
      if (c === '\n') return;
    }
    if (this.state === 'quoted') return this.stepQuoted(c);
    if (c === '\n' || c === '\r') {
      this.afterCr = c === '\r';
      return this.endRecord();
    }
    if (this.state === 'broken') return;
    if (++this.size > MAX_RECORD_CHARS) return this.fail(`the row is longer than ${MAX_RECORD_CHARS} characters`);
    if (this.state === 'quote') return this.stepAfterQuote(c);
    if (c === ',') this.endCell();
    else if (this.state === 'start' && c === '"') this.state = 'quoted';
    else {
      this.cell += c;
      this.state = 'plain';
    }
  }

  private stepQuoted(c: string): void {
    if (c === '"') this.state = 'quote';
    else if (++this.size > MAX_RECORD_CHARS) this.fail(`the row is longer than ${MAX_RECORD_CHARS} characters (a quoted cell may never close)`);
    else {
      this.cell += c;
      if ((c === '\n' || c === '\r') && this.restAt < 0) this.restAt = this.at;
    }
  }

  private stepAfterQuote(c: string): void {
    if (c === '"') {
      this.cell += '"';
      this.state = 'quoted';
    } else if (c === ',') this.endCell();
    else this.fail('a quote mark inside a quoted cell is not doubled ("")');
  }

  /** A record that cannot be read: on one line it is skipped to the line's end, else read again from its second line. */
  private fail(problem: string): void {
    if (this.restAt >= 0) return this.restart(problem);
    this.state = 'broken';
    this.problem = problem;
  }

  private restart(problem: string): void {
    const at = this.restAt;
    this.report(problem);
    this.at = at;
  }

  private report(problem: string): void {
    this.out.push({ error: problem });
    this.reset();
  }

  private endCell(): void {
    if (this.width < MAX_COLUMNS) this.cells.push(this.cell);
    this.width++;
    this.cell = '';
    this.state = 'start';
  }

  private endRecord(): void {
    const blank = this.width === 0 && this.cell === '' && this.state === 'start';
    if (this.state === 'broken') this.out.push({ error: this.problem });
    else if (!blank) {
      this.endCell();
      const width = this.width;
      this.out.push(width > MAX_COLUMNS ? { error: `the row has ${width} cells; at most ${MAX_COLUMNS} are read`, width } : { cells: this.cells, width });
    }
    this.reset();
  }

  private reset(): void {
    this.cells = [];
    this.width = 0;
    this.cell = '';
    this.size = 0;
    this.state = 'start';
    this.restAt = -1;
  }
}
