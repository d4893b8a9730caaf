import type { QrMatrix } from './qr.encode.js';
import { SvgBytes } from './qr.svg-bytes.js';
import {
  buildFinderShapes,
  buildModuleShape,
  countVariants,
  forEachDataModule,
  forEachDataRun,
  listFinderOrigins,
  type QrLayout,
  type RoundRect,
} from './qr.geometry.js';
import type { DotStyle, MarkerCenter, MarkerShape, QrDesign } from './qr.types.js';

const MOVE = 77;

// Path snippets depend only on the style, so each is built once per process.
const moduleSnippets = new Map<DotStyle, Buffer[]>();
const finderSnippets = new Map<string, Buffer[]>();

/** Builds the SVG document (ASCII): one path per colour, in module units scaled onto the PNG's pixel grid. */
export function renderQrSvg(matrix: QrMatrix, design: QrDesign, layout: QrLayout): Buffer {
  const { size, modulePx, offset } = layout;
  const out = new SvgBytes();
  out.text(`<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`);
  if (!design.transparent) out.text(`<rect width="${size}" height="${size}" fill="#ffffff"/>`);
  // One transform keeps path data in short whole-module coordinates.
  out.text(`<g transform="translate(${offset} ${offset}) scale(${modulePx})"><path fill="${design.foreground}" d="`);
  writeModulePath(out, matrix, design.dotStyle);
  out.text(`"/><path fill="${design.markerColor}" fill-rule="evenodd" d="`);
  const contours = getFinderContours(design.markerShape, design.markerCenter);
  for (const [col, row] of listFinderOrigins(layout.count)) {
    for (const contour of contours) {
      out.move(MOVE, col, row);
      out.bytes(contour);
    }
  }
  out.text('"/></g></svg>');
  return out.toBuffer();
}

// One path for all modules: renderers cover it as a whole, so touching modules show no seams.
function writeModulePath(out: SvgBytes, matrix: QrMatrix, dotStyle: DotStyle): void {
  if (dotStyle === 'square') {
    // Square modules merge into one rectangle per horizontal run.
    forEachDataRun(matrix, (row, start, end) => {
      out.move(MOVE, start, row);
      out.unitRow(end - start);
    });
    return;
  }
  const snippets = getModuleSnippets(dotStyle);
  forEachDataModule(matrix, dotStyle, (row, col, variant) => {
    const snippet = snippets[variant];
    if (snippet === undefined) return;
    out.move(MOVE, col, row);
    out.bytes(snippet);
  });
}

function getModuleSnippets(dotStyle: DotStyle): Buffer[] {
  let snippets = moduleSnippets.get(dotStyle);
  if (snippets === undefined) {
    snippets = Array.from({ length: countVariants(dotStyle) }, (_, variant) =>
      Buffer.from(describeRoundRect(buildModuleShape(dotStyle, variant).outer), 'latin1'),
    );
    moduleSnippets.set(dotStyle, snippets);
  }
  return snippets;
}

/** The finder's ring, its hole and its centre, each drawn from the finder's top-left corner. */
function getFinderContours(markerShape: MarkerShape, markerCenter: MarkerCenter): Buffer[] {
  const key = `${markerShape}:${markerCenter}`;
  let contours = finderSnippets.get(key);
  if (contours === undefined) {
    contours = buildFinderShapes(markerShape, markerCenter)
      .flatMap((shape) => (shape.hole === null ? [shape.outer] : [shape.outer, shape.hole]))
      .map((rect) => Buffer.from(describeRoundRect(rect), 'latin1'));
    finderSnippets.set(key, contours);
  }
  return contours;
}

/**
 * Relative path commands drawing a closed rounded rectangle clockwise, from a pen at its cell's
 * top-left corner; a rectangle whose radii make it a circle is drawn as two arcs.
 */
export function describeRoundRect(rect: RoundRect): string {
  const [tl, tr, br, bl] = rect.radii;
  const r = rect.w / 2;
  if (rect.w === rect.h && tl === r && tr === r && br === r && bl === r) {
    return `m${format(rect.x)} ${format(rect.y + r)}a${format(r)} ${format(r)} 0 1 1 ${format(2 * r)} 0a${format(r)} ${format(r)} 0 1 1 ${format(-2 * r)} 0z`;
  }
  let path = `m${format(rect.x + tl)} ${format(rect.y)}`;
  path += drawLine('h', rect.w - tl - tr) + drawArc(tr, tr, tr);
  path += drawLine('v', rect.h - tr - br) + drawArc(br, -br, br);
  path += drawLine('h', -(rect.w - br - bl)) + drawArc(bl, -bl, -bl);
  path += drawLine('v', -(rect.h - bl - tl)) + drawArc(tl, tl, -tl);
  return `${path}z`;
}

function drawLine(axis: 'h' | 'v', length: number): string {
  return length === 0 ? '' : `${axis}${format(length)}`;
}

function drawArc(radius: number, dx: number, dy: number): string {
  return radius === 0 ? '' : `a${format(radius)} ${format(radius)} 0 0 1 ${format(dx)} ${format(dy)}`;
}

// Three decimals are far below a pixel at any size we render, and keep floating noise out of the file.
function format(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}
