import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { paths } from '@/config/paths';
import {
  escapeXml,
  robotsTxt,
  sitemapEntries,
  sitemapPagePaths,
  URLS_PER_PAGE,
  URLSET_CLOSE,
  URLSET_OPEN,
} from '@/config/sitemap';
import { ApiError } from '../../http/api-error';

const XML = 'application/xml; charset=utf-8';
// Search engines see a new ad, or miss a sold one, within a minute.
const FRESH = 'public, max-age=60';

/** Each file at most `limits.sitemapUrls` URLs, streamed from the database. */
const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const adsPerFile = Math.max(1, Math.floor(app.config.limits.sitemapUrls / URLS_PER_PAGE));
  const repository = app.sitemap;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', FRESH)
      .send(robotsTxt(app.config.publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const base = app.config.publicUrl;
    const files = Math.ceil((await repository.countListed()) / adsPerFile);
    const names = ['pages', ...Array.from({ length: files }, (_, index) => `ads-${index + 1}`)];
    const body = names
      .map(
        (name) => `  <sitemap><loc>${escapeXml(`${base}/sitemaps/${name}.xml`)}</loc></sitemap>\n`,
      )
      .join('');
    return reply
      .type(XML)
      .header('Cache-Control', FRESH)
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}</sitemapindex>\n`,
      );
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    const base = app.config.publicUrl;
    const body = sitemapPagePaths()
      .map((path) => sitemapEntries(base, path, null))
      .join('');
    return reply
      .type(XML)
      .header('Cache-Control', FRESH)
      .send(`${URLSET_OPEN}${body}${URLSET_CLOSE}`);
  });

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const number = /^ads-([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1];
      if (!number) throw new ApiError(404, 'not_found', 'No such sitemap.');
      const skip = (Number(number) - 1) * adsPerFile;
      if (skip > 0 && skip >= (await repository.countListed())) {
        throw new ApiError(404, 'not_found', 'No such sitemap.');
      }
      // The first batch is read before any byte is sent: a database that is down gets a 503,
      // not a cut-off file.
      const ads = repository.listed(skip, adsPerFile)[Symbol.asyncIterator]();
      const base = app.config.publicUrl;
      const first = await ads.next();
      async function* xml() {
        yield URLSET_OPEN;
        for (let next = first; !next.done; next = await ads.next()) {
          const { id, kind, lastmod } = next.value;
          const path = kind === 'vehicle' ? paths.vehicle.getHref(id) : paths.item.getHref(id);
          yield sitemapEntries(base, path, lastmod);
        }
        yield URLSET_CLOSE;
      }
      return reply.type(XML).header('Cache-Control', FRESH).send(Readable.from(xml()));
    },
  );
};

export default sitemapRoutes;
