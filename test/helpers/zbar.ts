import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Decodes one QR image with Debian's zbarimg (a real, independent decoder). */
export function decodeQr(image: Buffer, extension: 'png' | 'svg' = 'png'): string {
  const dir = mkdtempSync(join(tmpdir(), 'zbar-'));
  try {
    let file = join(dir, `code.${extension}`);
    writeFileSync(file, image);
    if (extension === 'svg') {
      const png = join(dir, 'code.png');
      execFileSync('rsvg-convert', ['--background-color', 'white', '-o', png, file]);
      file = png;
    }
    return execFileSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' }).replace(/\n$/, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
