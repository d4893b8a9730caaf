import type { QrMatrix } from './qr.encode.js';
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

// Path snippets depend only on the style, so each is built once per process.
const moduleSnippets = new Map<DotStyle, string[]>();
const finderSnippets = new Map<string, string[]>();

/** Builds the SVG document: one path per colour, in module units scaled onto the PNG's pixel grid. */
export function renderQrSvg(matrix: QrMatrix, design: QrDesign, layout: QrLayout): string {
  const { size, modulePx, offset } = layout;
  const background = design.transparent ? '' : `<rect width="${size}" height="${size}" fill="#ffffff"/>`;
  const contours = getFinderContours(design.markerShape, design.markerCenter);
  let markers = '';
  for (const [col, row] of listFinderOrigins(layout.count)) {
    for (const contour of contours) markers += `M${col} ${row}${contour}`;
  }
  // One transform keeps path data in short whole-module coordinates.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `${background}<g transform="translate(${offset} ${offset}) scale(${modulePx})">` +
    `<path fill="${design.foreground}" d="${buildModulePath(matrix, design.dotStyle)}"/>` +
    `<path fill="${design.markerColor}" fill-rule="evenodd" d="${markers}"/></g></svg>`
  );
}

// One path for all modules: renderers cover it as a whole, so touching modules show no seams.
function buildModulePath(matrix: QrMatrix, dotStyle: DotStyle): string {
  let path = '';
  if (dotStyle === 'square') {
    // Square modules merge into one rectangle per horizontal run.
    forEachDataRun(matrix, (row, start, end) => {
      path += `M${start} ${row}h${end - start}v1h${start - end}z`;
    });
    return path;
  }
  const snippets = getModuleSnippets(dotStyle);
  forEachDataModule(matrix, dotStyle, (row, col, variant) => {
    path += `M${col} ${row}${snippets[variant]}`;
  });
  return path;
}

function getModuleSnippets(dotStyle: DotStyle): string[] {
  let snippets = moduleSnippets.get(dotStyle);
  if (snippets === undefined) {
    snippets = Array.from({ length: countVariants(dotStyle) }, (_, variant) => describeRoundRect(buildModuleShape(dotStyle, variant).outer));
    moduleSnippets.set(dotStyle, snippets);
  }
  return snippets;
}

/** The finder's ring, its hole and its centre, each drawn from the finder's top-left corner. */
function getFinderContours(markerShape: MarkerShape, markerCenter: MarkerCenter): string[] {
  const key = `${markerShape}:${markerCenter}`;
  let contours = finderSnippets.get(key);
  if (contours === undefined) {
    contours = buildFinderShapes(markerShape, markerCenter)
      .flatMap((shape) => (shape.hole === null ? [shape.outer] : [shape.outer, shape.hole]))
      .map(describeRoundRect);
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
