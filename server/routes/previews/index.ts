import type { FastifyPluginAsync } from 'fastify';
import type { Language } from '@/i18n/languages';
import { ApiError } from '../../http/api-error';
import { PREVIEW_FILE, previewPath } from '../../previews/preview-service';
import { previewVersion } from '../../previews/preview-texts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Each version has its own address, cached for a year; an old one leads to the current. */
const previewRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string; file: string } }>(
    '/previews/:id/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { id, file } = request.params;
      const match = PREVIEW_FILE.exec(file);
      if (!match || id.length > 200) throw new ApiError(404, 'not_found', 'No such preview.');
      const lang = match[1] as Language;
      const etag = `"${lang}-${match[2]}"`;
      if (request.headers['if-none-match'] === etag) {
        return reply.status(304).header('ETag', etag).header('Cache-Control', IMMUTABLE).send();
      }
      // A vehicle ad, else a part or gear ad: each listed ad has its own picture.
      const ad = (await app.vehicles.lookup(id))?.vehicle ?? (await app.items.lookup(id))?.ad;
      if (!ad) throw new ApiError(404, 'not_found', 'No such preview.');
      if (previewVersion(ad, lang) !== match[2]) {
        return reply.header('Cache-Control', 'no-cache').redirect(previewPath(ad, lang), 302);
      }
      const image = await app.previews.image(ad, lang);
      return reply
        .header('Content-Type', 'image/jpeg')
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', etag)
        .send(image);
    },
  );
};

export default previewRoutes;
