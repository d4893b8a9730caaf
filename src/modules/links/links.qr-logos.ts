import type { FastifyInstance } from 'fastify';
import type { Db, Store } from '../../platform/db/db.js';
import { NotFoundError, ValidationError } from '../../platform/http/errors.js';
import { designOf, findQrLogo, type LogoOwner, MAX_LOGO_BYTES, type QrLogo, type QrLogoResource, removeQrLogo, saveQrLogo } from '../qr/index.js';
import { checkLinkQrDecodes } from './links.qr-check.js';
import { findOwnedLink, listLinksUsingAccountLogo } from './links.repository.js';

// Designs checked again when the account's logo changes: the logo's box depends only on the
// length of the short URL, so a sample of the links that draw it speaks for the rest.
const ACCOUNT_LOGO_CHECKS = 20;

export interface QrLogoDeps {
  store: Store;
  baseUrl: string;
}

/** Reads any request body of this scope as raw bytes, so a wrong type gets our 422, not a 415. */
export function acceptLogoBodies(app: FastifyInstance): void {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_LOGO_BYTES }, (_request, body, done) => done(null, body));
}

/** The owner of a link's own logo: the link must be the caller's (404 otherwise). */
export async function linkLogoOwner(db: Db, workspaceId: number, linkId: number): Promise<LogoOwner> {
  if (!(await findOwnedLink(db, workspaceId, linkId))) throw new NotFoundError('Link not found');
  return { workspaceId, linkId };
}

/** Sanitises and stores a logo; refused (nothing written) when a saved design drawing it would not decode. */
export async function uploadQrLogo(deps: QrLogoDeps, owner: LogoOwner, body: unknown, contentType: string | undefined): Promise<QrLogoResource> {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!Buffer.isBuffer(body)) throw ValidationError.field('logo', 'logo must be sent as image/png or image/svg+xml');
  return deps.store.db.transaction().execute(async (trx) => {
    const saved = await saveQrLogo(trx, owner, body, type);
    await checkDesignsUsing(trx, owner, saved.logo, deps.baseUrl);
    return saved.resource;
  });
}

/** The stored logo's PNG, or 404. */
export async function readQrLogoImage(db: Db, owner: LogoOwner): Promise<Buffer> {
  const found = await findQrLogo(db, owner);
  if (!found) throw new NotFoundError('No logo has been uploaded');
  return found.logo.png;
}

/** Removes a logo (404 when there is none); codes naming it are then drawn without one. */
export async function deleteQrLogo(db: Db, owner: LogoOwner): Promise<void> {
  if (!(await removeQrLogo(db, owner))) throw new NotFoundError('No logo has been uploaded');
}

async function checkDesignsUsing(db: Db, owner: LogoOwner, logo: QrLogo, baseUrl: string): Promise<void> {
  const own = owner.linkId !== null;
  const links = own ? [await findOwnedLink(db, owner.workspaceId, owner.linkId!)] : await listLinksUsingAccountLogo(db, owner.workspaceId, ACCOUNT_LOGO_CHECKS);
  for (const link of links) {
    if (link && designOf(link.qr_design)?.logo === (own ? 'link' : 'account')) await checkLinkQrDecodes(db, link, baseUrl, logo);
  }
}
