import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compositePngOver } from './png-image.js';

/** A light background that is not white: transparent codes must scan on coloured paper too. */
export const LIGHT_TINT = '#e6f0ff';
const FILES_PER_ZBAR_RUN = 48;

/** An image that did not decode to its exact text; `decoded` is shortened so reports stay readable. */
export interface ScanFailure {
  label: string;
  file: string;
  decoded: string[];
}

interface PendingScan {
  label: string;
  file: string;
  expected: string;
  svg?: { source: string; background: string | null };
}

/**
 * Collects rendered codes, turns each into the PNG files a scanner would see (transparent ones laid
 * over white and over a light tint, SVG rasterised by librsvg), then decodes them all with zbarimg.
 */
export class ScanBatch {
  readonly dir = mkdtempSync(join(tmpdir(), 'qr-scan-'));
  readonly #pending: PendingScan[] = [];
  #count = 0;

  /** Queues one rendered image for decoding; expects it to decode to `expected`. */
  add(label: string, body: Buffer, format: string, transparent: boolean, expected: string): void {
    const backgrounds = transparent ? ['#ffffff', LIGHT_TINT] : [null];
    if (format === 'svg') {
      const source = this.#nextPath('svg');
      writeFileSync(source, body);
      for (const background of backgrounds) {
        const file = this.#nextPath('png');
        this.#pending.push({ label: `${label} on ${background ?? 'its own background'}`, file, expected, svg: { source, background } });
      }
      return;
    }
    for (const background of backgrounds) {
      const file = this.#nextPath('png');
      writeFileSync(file, background === null ? body : compositePngOver(body, background));
      this.#pending.push({ label: `${label} on ${background ?? 'its own background'}`, file, expected });
    }
  }

  get size(): number {
    return this.#pending.length;
  }

  /** Rasterises, decodes and returns every image whose decoded text is not exactly the expected one. */
  async decodeAll(): Promise<ScanFailure[]> {
    for (const scan of this.#pending) {
      if (scan.svg === undefined) continue;
      const background = scan.svg.background === null ? [] : ['--background-color', scan.svg.background];
      const result = await run('rsvg-convert', [...background, '--output', scan.file, scan.svg.source]);
      if (result.code !== 0) throw new Error(`rsvg-convert failed on ${scan.svg.source}: ${result.stderr}`);
    }
    const decoded = new Map<string, string[]>();
    for (let start = 0; start < this.#pending.length; start += FILES_PER_ZBAR_RUN) {
      const files = this.#pending.slice(start, start + FILES_PER_ZBAR_RUN).map((scan) => scan.file);
      for (const [file, texts] of await decodeWithZbar(files)) decoded.set(file, texts);
    }
    return this.#pending
      .filter((scan) => decoded.get(scan.file)?.length !== 1 || decoded.get(scan.file)?.[0] !== scan.expected)
      .map((scan) => ({ label: scan.label, file: scan.file, decoded: (decoded.get(scan.file) ?? []).map(shorten) }));
  }

  /** Removes the files; QR_KEEP_SCANS=1 keeps them to look at a failure. */
  dispose(): void {
    if (process.env['QR_KEEP_SCANS'] !== '1') rmSync(this.dir, { recursive: true, force: true });
  }

  #nextPath(extension: string): string {
    this.#count++;
    return join(this.dir, `${this.#count}.${extension}`);
  }
}

/** Decodes many files in one zbarimg run; its XML output says which file each symbol came from. */
export async function decodeWithZbar(files: readonly string[]): Promise<Map<string, string[]>> {
  const result = await run('zbarimg', ['--nodbus', '--quiet', '--xml', ...files]);
  const decoded = new Map<string, string[]>();
  for (const source of result.stdout.toString('utf8').matchAll(/<source href='([^']*)'>([\s\S]*?)<\/source>/g)) {
    const texts = [...(source[2] ?? '').matchAll(/<data( format='base64')?[^>]*><!\[CDATA\[([\s\S]*?)\]\]><\/data>/g)].map(
      (data) => (data[1] ? Buffer.from((data[2] ?? '').trim(), 'base64').toString('utf8') : (data[2] ?? '')),
    );
    decoded.set(source[1] ?? '', texts);
  }
  return decoded;
}

/** The exact bytes of one file's symbol (no charset guessing), as UTF-8 text. */
export async function decodeBinaryWithZbar(file: string): Promise<string> {
  const result = await run('zbarimg', ['--nodbus', '--quiet', '--raw', '-Sbinary', file]);
  return result.stdout.toString('utf8');
}

/** Rasterises an SVG file to PNG with librsvg, optionally over an opaque background. */
export async function rasteriseSvg(svgFile: string, pngFile: string, background: string | null = null): Promise<Buffer> {
  const args = background === null ? [] : ['--background-color', background];
  const result = await run('rsvg-convert', [...args, '--output', pngFile, svgFile]);
  if (result.code !== 0) throw new Error(`rsvg-convert failed: ${result.stderr}`);
  return readFileSync(pngFile);
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}... (${text.length} chars)` : text;
}

function run(command: string, args: readonly string[]): Promise<{ code: number; stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code: code ?? -1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8') }),
    );
  });
}
