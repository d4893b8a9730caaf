import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, requireAll, v1ErrorResponses } from '../../platform/http/api-schemas.js';
import { accountOf } from '../accounts/index.js';
import { LOGO_TYPES, type LogoOwner, MAX_LOGO_BYTES } from '../qr/index.js';
import { parseLinkId } from './link.js';
import { acceptLogoBodies, deleteQrLogo, linkLogoOwner, type QrLogoDeps, readQrLogoImage, uploadQrLogo } from './links.qr-logos.js';

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
const upload = { content: Object.fromEntries(LOGO_TYPES.map((type) => [type, { schema: { description: `At most ${MAX_LOGO_BYTES / 1024} KB and 2048 px a side` } }])) };
const png = { description: 'The stored logo: a PNG of the sanitised pixels', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } };
const noContent = { description: 'Removed', type: 'null' };

const OWNERS = [
  { path: '/links/:id/qr/logo', tag: 'Links', name: 'LinkQrLogo', what: "a link's own logo" },
  { path: '/account/qr/logo', tag: 'Account', name: 'AccountQrLogo', what: "the account's logo" },
] as const;

/** The logo endpoints of a link and of the account: PUT (image/png or image/svg+xml), GET, DELETE. */
export async function qrLogoRoutes(v1: FastifyInstance, deps: QrLogoDeps): Promise<void> {
  acceptLogoBodies(v1);
  const read = { scope: 'links:read' as const, notFoundMessage: 'Link not found' };
  const write = { scope: 'links:write' as const, notFoundMessage: 'Link not found' };
  for (const { path, tag, name, what } of OWNERS) {
    const doc = (verb: string, scope: string, summary: string, extra: object) => ({
      ...{ operationId: `${verb}${name}`, tags: [tag], summary, security: [{ bearerAuth: [scope] }] },
      ...(path.includes(':id') ? { params: idParams('link') } : {}),
      ...extra,
    });
    const owner = (request: FastifyRequest): Promise<LogoOwner> => {
      const { workspaceId } = accountOf(request);
      const id = (request.params as { id?: number }).id;
      return id === undefined ? Promise.resolve({ workspaceId, linkId: null }) : linkLogoOwner(deps.store.db, workspaceId, parseLinkId(id));
    };
    const putSchema = doc('put', 'links:write', `Upload ${what} (PNG or SVG) for QR codes`, { body: upload, response: { 200: logoResource, 413: { $ref: 'ApiError#' }, ...v1ErrorResponses } });
    v1.put(path, { config: write, bodyLimit: MAX_LOGO_BYTES, schema: putSchema }, async (request) => ({
      data: await uploadQrLogo(deps, await owner(request), request.body, request.headers['content-type']),
    }));
    v1.get(path, { config: read, schema: doc('get', 'links:read', `Read ${what}`, { response: { 200: png, ...v1ErrorResponses } }) }, async (request, reply) => {
      const image = await readQrLogoImage(deps.store.db, await owner(request));
      return reply.type('image/png').header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff').send(image);
    });
    const removeSummary = `Remove ${what}; codes that name it are drawn without a logo`;
    v1.delete(path, { config: write, schema: doc('delete', 'links:write', removeSummary, { response: { 204: noContent, ...v1ErrorResponses } }) }, async (request, reply) => {
      await deleteQrLogo(deps.store.db, await owner(request));
      return reply.code(204).send();
    });
  }
}
