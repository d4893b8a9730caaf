import type { Db } from '../../platform/db/db.js';
import { QrUnreadableError } from '../../platform/http/errors.js';
import { designOf, logoForDesign, type QrLogo, renderLinkQr } from '../qr/index.js';
import { qrTextOf, shortUrlOf } from './links.mapper.js';
import type { LinkRow } from './links.repository.js';

/** The size a saved design is proven at; every served size is decoded again when first drawn. */
const CHECK_SIZE = 512;

/**
 * Draws a link's saved design as it will be served and decodes it: a design that does not read
 * back is refused with qr_unreadable before the write commits. `logo` overrides the stored one
 * (a logo being uploaded).
 */
export async function checkLinkQrDecodes(db: Db, link: LinkRow, baseUrl: string, logo?: QrLogo): Promise<void> {
  const design = designOf(link.qr_design);
  if (!design || (design.logo === 'none' && design.frame === 'none')) return;
  const drawn = logo ?? (await logoForDesign(db, link.workspace_id, link.id, design));
  try {
    renderLinkQr(qrTextOf(shortUrlOf(link, baseUrl)), design, { format: 'png', size: CHECK_SIZE }, drawn);
  } catch (error) {
    if (error instanceof QrUnreadableError) throw new QrUnreadableError(error.message, 'qr');
    throw error;
  }
}
