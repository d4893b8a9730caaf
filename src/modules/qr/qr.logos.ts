import type { Db } from '../../platform/db/db.js';
import { sanitiseLogo } from './qr.logo-image.js';
import { deleteLogoRow, findLogoRow, type LogoOwner, type LogoRow, replaceLogoRow } from './qr.logos.repository.js';
import type { QrDesign, QrLogo } from './qr.types.js';

export type { LogoOwner } from './qr.logos.repository.js';

/** A stored logo as the API describes it (the image itself is read with GET). */
export interface QrLogoResource {
  width: number;
  height: number;
  /** The type that was uploaded; the stored and served image is always a PNG. */
  source_type: string;
  bytes: number;
  updated_at: string;
}

/** Sanitises an upload and replaces the owner's logo with it; call inside a transaction. */
export async function saveQrLogo(db: Db, owner: LogoOwner, body: Buffer, type: string): Promise<{ resource: QrLogoResource; logo: QrLogo }> {
  const clean = sanitiseLogo(body, type);
  const row: LogoRow = { png: clean.png, width: clean.width, height: clean.height, source_type: type, hash: clean.hash, updated_at: new Date().toISOString() };
  await replaceLogoRow(db, owner, row);
  return { resource: toResource(row), logo: toLogo(row) };
}

/** The owner's logo, or null. */
export async function findQrLogo(db: Db, owner: LogoOwner): Promise<{ resource: QrLogoResource; logo: QrLogo } | null> {
  const row = await findLogoRow(db, owner);
  return row ? { resource: toResource(row), logo: toLogo(row) } : null;
}

/** Removes the owner's logo; false when there was none. */
export async function removeQrLogo(db: Db, owner: LogoOwner): Promise<boolean> {
  return deleteLogoRow(db, owner);
}

/** The logo a design draws for this link: the account's, the link's own, or none. */
export async function logoForDesign(db: Db, workspaceId: number | null, linkId: number, design: QrDesign | null): Promise<QrLogo | null> {
  if (!design || design.logo === 'none' || workspaceId === null) return null;
  const row = await findLogoRow(db, { workspaceId, linkId: design.logo === 'link' ? linkId : null });
  return row ? toLogo(row) : null;
}

function toLogo(row: LogoRow): QrLogo {
  return { png: Buffer.from(row.png), width: row.width, height: row.height, hash: row.hash };
}

function toResource(row: LogoRow): QrLogoResource {
  return { width: row.width, height: row.height, source_type: row.source_type, bytes: row.png.length, updated_at: row.updated_at };
}
