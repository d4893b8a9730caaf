import type { RoundRect, Shape } from './qr.geometry.js';

/**
 * Rasterises shapes into a square tile of palette indices: 0 where uncovered, `base + level`
 * where covered, level being the anti-aliased coverage quantised to 1..levels.
 */
export function rasteriseTile(shapes: readonly Shape[], cells: number, modulePx: number, levels: number, base: number): Uint8Array {
  const side = cells * modulePx;
  const tile = new Uint8Array(side * side);
  for (let py = 0; py < side; py++) {
    const y = (py + 0.5) / modulePx;
    for (let px = 0; px < side; px++) {
      const x = (px + 0.5) / modulePx;
      let cover = 0;
      for (const shape of shapes) cover = Math.max(cover, coverShape(shape, x, y, modulePx));
      const level = Math.round(cover * levels);
      if (level > 0) tile[py * side + px] = base + level;
    }
  }
  return tile;
}

/** Coverage from 0 to 1 of the pixel centred at (x, y), in module units, at `modulePx` pixels per module. */
export function coverShape(shape: Shape, x: number, y: number, modulePx: number): number {
  const outer = coverRect(shape.outer, x, y, modulePx);
  if (outer === 0 || shape.hole === null) return outer;
  return Math.max(0, outer - coverRect(shape.hole, x, y, modulePx));
}

// A one-pixel-wide linear ramp across the edge: exact for grid-aligned edges, close for curves.
function coverRect(rect: RoundRect, x: number, y: number, modulePx: number): number {
  const distancePx = signedDistance(rect, x, y) * modulePx;
  if (distancePx <= -0.5) return 1;
  if (distancePx >= 0.5) return 0;
  return 0.5 - distancePx;
}

/** Signed distance from (x, y) to the rectangle's edge: negative inside (rounded box, per-corner radius). */
export function signedDistance(rect: RoundRect, x: number, y: number): number {
  const halfW = rect.w / 2;
  const halfH = rect.h / 2;
  const dx = x - (rect.x + halfW);
  const dy = y - (rect.y + halfH);
  const [topLeft, topRight, bottomRight, bottomLeft] = rect.radii;
  const radius = dy < 0 ? (dx < 0 ? topLeft : topRight) : dx < 0 ? bottomLeft : bottomRight;
  const qx = Math.abs(dx) - halfW + radius;
  const qy = Math.abs(dy) - halfH + radius;
  return Math.min(Math.max(qx, qy), 0) + Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) - radius;
}
