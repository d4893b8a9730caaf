import type { RoundRect } from './qr.geometry.js';

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
