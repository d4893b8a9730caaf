import { encodeQrText } from '../../../../src/modules/qr/qr.encode.js';
import { QrValidationError } from '../../../../src/modules/qr/qr.errors.js';
import { minimumImageSize, QUIET_ZONE_MODULES } from '../../../../src/modules/qr/qr.geometry.js';
import { buildQrText } from '../../../../src/modules/qr/qr.payload.js';
import { createQrImageCache, renderQr } from '../../../../src/modules/qr/qr.service.js';
import { MIN_SIZE, type QrRequest } from '../../../../src/modules/qr/qr.types.js';
import { listStyleCombos, parseValid, type Query, type StyleCombo } from './samples.js';
import { ScanBatch, type ScanFailure } from './scanner.js';

export interface ScanOutcome {
  failures: ScanFailure[];
  /** Labels of codes rendered at the requested size. */
  rendered: string[];
  /** Codes refused at the requested size, with the minimum size the refusal named. */
  refused: Array<{ label: string; minimum: number; message: string }>;
  decodedImages: number;
}

// A zero-byte cache stores nothing: every image in a scan suite is really rendered.
const noCache = createQrImageCache(0);

/**
 * Renders every payload in every style combination at `size` and decodes each with zbar. A code
 * refused for being too small is rendered again at the minimum size it names, and decoded too.
 */
export async function scanEveryCombination(
  size: number,
  payloads: Record<string, Query>,
  combos: readonly StyleCombo[] = listStyleCombos(),
): Promise<ScanOutcome> {
  const batch = new ScanBatch();
  const outcome: ScanOutcome = { failures: [], rendered: [], refused: [], decodedImages: 0 };
  try {
    for (const [name, query] of Object.entries(payloads)) {
      for (const combo of combos) {
        const request = parseValid({ ...query, ...combo, size: String(size) });
        const label = `${name} ${describeCombo(combo)} @${size}`;
        const expected = buildQrText(request.payload);
        const body = renderOrRecordRefusal(request, label, outcome);
        if (body !== null) {
          outcome.rendered.push(label);
          batch.add(label, body, combo.format, combo.transparent === '1', expected);
          continue;
        }
        const minimum = minimumSizeOf(request);
        batch.add(`${label} retried at ${minimum}`, renderQr({ ...request, size: minimum }, noCache).body, combo.format, combo.transparent === '1', expected);
      }
    }
    outcome.decodedImages = batch.size;
    outcome.failures = await batch.decodeAll();
    return outcome;
  } finally {
    batch.dispose();
  }
}

/** The smallest size the service accepts for this request's content and style. */
export function minimumSizeOf(request: QrRequest): number {
  return Math.max(MIN_SIZE, minimumImageSize(countOf(request)));
}

/** The size that gives this request's code `modulePx` pixels per module and the full quiet zone. */
export function sizeAtModulePx(request: QrRequest, modulePx: number): number {
  return modulePx * (countOf(request) + 2 * QUIET_ZONE_MODULES);
}

function countOf(request: QrRequest): number {
  return encodeQrText(buildQrText(request.payload)).count;
}

export function describeCombo(combo: StyleCombo): string {
  return `${combo.dot_style}/${combo.marker_shape}/${combo.marker_center} ${combo.format}${combo.transparent === '1' ? ' transparent' : ''}`;
}

function renderOrRecordRefusal(request: QrRequest, label: string, outcome: ScanOutcome): Buffer | null {
  try {
    return renderQr(request, noCache).body;
  } catch (error) {
    const message = error instanceof QrValidationError ? error.errors['size']?.[0] : undefined;
    if (message === undefined) throw error;
    outcome.refused.push({ label, minimum: minimumSizeOf(request), message });
    return null;
  }
}
