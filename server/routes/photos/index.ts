import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../http/api-error';
import { createMediumMaker, MEDIUM_NAME } from '../../photos/medium-on-demand';
import { PHOTO_NAME } from '../../photos/photo-store';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A photo never changes under its random name: cached for a year. */
const photoRoutes: FastifyPluginAsync = async (app) => {
  const store = app.photoStore;
  const medium = createMediumMaker(store);
  app.get<{ Params: { name: string } }>('/photos/:name', async (request, reply) => {
    const { name } = request.params;
    if (!PHOTO_NAME.test(name)) throw new ApiError(404, 'not_found', 'No such photo.');
    if (store.publicUrl) {
      if (MEDIUM_NAME.test(name) && !(await medium.ensure(name))) {
        throw new ApiError(404, 'not_found', 'No such photo.');
      }
      return reply.redirect(store.publicUrl(name), 302);
    }
    const etag = `"${name}"`;
    if (request.headers['if-none-match'] === etag) {
      return reply.status(304).header('ETag', etag).header('Cache-Control', IMMUTABLE).send();
    }
    const photo = await store.get(name);
    const made = photo || !MEDIUM_NAME.test(name) ? null : await medium.made(name);
    if (!photo && !made) throw new ApiError(404, 'not_found', 'No such photo.');
    reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', IMMUTABLE)
      .header('ETag', etag);
    if (made) return reply.send(made);
    if (photo?.size != null) reply.header('Content-Length', photo.size);
    return reply.send(photo?.body);
  });
};

export default photoRoutes;
