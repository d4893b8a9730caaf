import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParams, v1ErrorResponses, requireAll } from '../../platform/http/api-schemas.js';
import { NotFoundError, ValidationError } from '../../platform/http/errors.js';
import { accountOf } from '../accounts/index.js';
import { designOf, findQrLogo, LOGO_TYPES, type LogoOwner, MAX_LOGO_BYTES, type QrLogo, removeQrLogo, saveQrLogo } from '../qr/index.js';
import { getLinkRowOrThrow } from './get-link.js';
import { parseLinkId } from './link.js';
import { checkLinkQrDecodes } from './links.qr-check.js';
import type { Db, Store } from '../../platform/db/db.js';
import { findOwnedLink, listLinksUsingAccountLogo } from './links.repository.js';

// Designs checked again when the account's logo changes: the logo's box is the same for every
// link of a length, so a sample proves the rest.
const ACCOUNT_LOGO_CHECKS = 20;

const logoResource = requireAll({
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        width: { type: 'integer', description: 'Pixels of the stored image (at most 512 a side)' },
        height: { type: 'integer' },
        source_type: { type: 'string', enum: [...LOGO_TYPES], description: 'The type uploaded; the stored image is always a PNG of its pixels' },
        bytes: { type: 'integer' },
        updated_at: { type: 'string', format: 'date-time' },
      },
    },
  },
});
const upload = { content: Object.fromEntries(LOGO_TYPES.map((type) => [type, { schema: { description: `At most ${MAX_LOGO_BYTES / 1024} KB` } }])) };
const png = { description: 'The stored logo: a PNG of the sanitised pixels', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } };
const noContent = { description: 'Removed', type: 'null' };

export interface QrLogoDeps {
  store: Store;
  baseUrl: string;
}

/** The logo endpoints of a link and of the account: PUT (image/png or image/svg+xml), GET, DELETE. */
export async function qrLogoRoutes(v1: FastifyInstance, deps: QrLogoDeps): Promise<void> {
  // Any other type is read too, so the answer is our 422 naming the accepted types.
  v1.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_LOGO_BYTES }, (_request, body, done) => done(null, body));
  const owners = [
    { path: '/links/:id/qr/logo', tag: 'Links', name: 'LinkQrLogo', what: "a link's own logo", owner: linkOwner },
    { path: '/account/qr/logo', tag: 'Account', name: 'AccountQrLogo', what: "the account's logo", owner: accountOwner },
  ] as const;
  for (const { path, tag, name, what, owner } of owners) {
    const doc = (verb: string, scope: string, summary: string, extra: object) => ({
      operationId: `${verb}${name}`, tags: [tag], summary, security: [{ bearerAuth: [scope] }], ...(path.includes(':id') ? { params: idParams('link') } : {}), ...extra,
    });
    const read = { scope: 'links:read' as const, notFoundMessage: 'Link not found' };
    const write = { scope: 'links:write' as const, notFoundMessage: 'Link not found' };
    v1.put(path, { config: write, bodyLimit: MAX_LOGO_BYTES, schema: doc('put', 'links:write', `Upload ${what} (PNG or SVG) for QR codes`, { body: upload, response: { 200: logoResource, 413: { $ref: 'ApiError#' }, ...v1ErrorResponses } }) }, async (request) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!Buffer.isBuffer(request.body)) throw ValidationError.field('logo', 'logo must be sent as image/png or image/svg+xml');
      const body = request.body;
      const who = await owner(request, deps);
      const saved = await deps.store.db.transaction().execute(async (trx) => {
        const result = await saveQrLogo(trx, who, body, type);
        await checkDesignsUsing(trx, who, result.logo, deps);
        return result;
      });
      return { data: saved.resource };
    });
    v1.get(path, { config: read, schema: doc('get', 'links:read', `Read ${what}`, { response: { 200: png, ...v1ErrorResponses } }) }, async (request, reply: FastifyReply) => {
      const found = await findQrLogo(deps.store.db, await owner(request, deps));
      if (!found) throw new NotFoundError('No logo has been uploaded');
      return reply.type('image/png').header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff').send(found.logo.png);
    });
    v1.delete(path, { config: write, schema: doc('delete', 'links:write', `Remove ${what}; codes that name it are drawn without a logo`, { response: { 204: noContent, ...v1ErrorResponses } }) }, async (request, reply) => {
      if (!(await removeQrLogo(deps.store.db, await owner(request, deps)))) throw new NotFoundError('No logo has been uploaded');
      return reply.code(204).send();
    });
  }
}

async function linkOwner(request: FastifyRequest, deps: QrLogoDeps): Promise<LogoOwner> {
  const account = accountOf(request);
  const link = await getLinkRowOrThrow(deps.store.db, { userId: account.userId, entitlements: account.entitlements }, parseLinkId((request.params as { id: number }).id));
  return { userId: account.userId, linkId: link.id };
}

async function accountOwner(request: FastifyRequest): Promise<LogoOwner> {
  return { userId: accountOf(request).userId, linkId: null };
}

/** A new logo must leave every design that draws it readable. */
async function checkDesignsUsing(db: Db, owner: LogoOwner, logo: QrLogo, deps: QrLogoDeps): Promise<void> {
  const links = owner.linkId === null ? await listLinksUsingAccountLogo(db, owner.userId, ACCOUNT_LOGO_CHECKS) : [await findOwnedLink(db, owner.userId, owner.linkId)];
  for (const link of links) {
    const own = owner.linkId !== null;
    if (link && designOf(link.qr_design)?.logo === (own ? 'link' : 'account')) await checkLinkQrDecodes(db, link, deps.baseUrl, logo);
  }
}
