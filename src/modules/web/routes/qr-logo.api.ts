import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptLogoBodies, deleteQrLogo, linkLogoOwner, parseLinkId, readQrLogoImage, uploadQrLogo } from '../../links/index.js';
import { type LogoOwner, MAX_LOGO_BYTES } from '../../qr/index.js';
import { sessionUser } from '../session.js';
import type { WebContext } from '../web.context.js';

/** The QR designer's logo uploads: the same services as /api/v1, for the session's account. */
export async function qrLogoApi(app: FastifyInstance, ctx: WebContext): Promise<void> {
  acceptLogoBodies(app);
  const { store, baseUrl } = ctx.links;
  const owner = (request: FastifyRequest): Promise<LogoOwner> => {
    const workspaceId = sessionUser(request).workspace.id;
    const id = (request.params as { id?: string }).id;
    return id === undefined ? Promise.resolve({ workspaceId, linkId: null }) : linkLogoOwner(store.db, workspaceId, parseLinkId(id));
  };
  for (const path of ['/links/:id/qr/logo', '/account/qr/logo']) {
    app.put(path, { bodyLimit: MAX_LOGO_BYTES }, async (request) => ({
      data: await uploadQrLogo({ store, baseUrl }, await owner(request), request.body, request.headers['content-type']),
    }));
    app.get(path, async (request, reply) => reply.type('image/png').header('cache-control', 'private, no-cache').send(await readQrLogoImage(store.db, await owner(request))));
    app.delete(path, async (request, reply) => {
      await deleteQrLogo(store.db, await owner(request));
      return reply.code(204).send();
    });
  }
}
