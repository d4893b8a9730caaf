import type { QrMatrix } from './qr.encode.js';
import { type SvgBrand, writeSvgFrame, writeSvgLogo } from './qr.svg-brand.js';
import { SvgBytes } from './qr.svg-bytes.js';
import {
  buildFinderShapes,
  buildModuleShape,
  countVariants,
  forEachDataModule,
  forEachDataRun,
  listFinderOrigins,
  type QrLayout,
} from './qr.geometry.js';
import { describeRoundRect } from './qr.svg-path.js';
export { describeRoundRect } from './qr.svg-path.js';
import type { DotStyle, MarkerCenter, MarkerShape, QrDesign } from './qr.types.js';

const MOVE = 77;

// Path snippets depend only on the style, so each is built once per process.
const moduleSnippets = new Map<DotStyle, Buffer[]>();
const finderSnippets = new Map<string, Buffer[]>();

/** Builds the SVG document (ASCII): one path per colour, in module units scaled onto the PNG's pixel grid. */
export function renderQrSvg(matrix: QrMatrix, design: QrDesign, layout: QrLayout, brand: SvgBrand | null = null): Buffer {
  const { modulePx } = layout;
  const size = brand?.frame?.size ?? layout.size;
  const out = new SvgBytes();
  out.text(`<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`);
  if (brand?.frame) writeSvgFrame(out, brand.frame, design);
  else if (!design.transparent) out.text(`<rect width="${size}" height="${size}" fill="${design.background}"/>`);
  const x = layout.offset + (brand?.origin.x ?? 0);
  const y = layout.offset + (brand?.origin.y ?? 0);
  // One transform keeps path data in short whole-module coordinates.
  out.text(`<g transform="translate(${x} ${y}) scale(${modulePx})"><path fill="${design.foreground}" d="`);
  writeModulePath(out, matrix, design.dotStyle);
  out.text(`"/><path fill="${design.markerColor}" fill-rule="evenodd" d="`);
  const contours = getFinderContours(design.markerShape, design.markerCenter);
  for (const [col, row] of listFinderOrigins(layout.count)) {
    for (const contour of contours) {
      out.move(MOVE, col, row);
      out.bytes(contour);
    }
  }
  out.text('"/></g>');
  if (brand?.logo) writeSvgLogo(out, brand.logo);
  out.text('</svg>');
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
