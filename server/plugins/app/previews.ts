import fp from 'fastify-plugin';
import { createPreviews, type Previews } from '../../previews/preview-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each ad's link preview image (og:image): its URL, and making it. */
    previews: Previews;
  }
}

/** Link previews, stored beside the photos; on close the one being made is finished. */
export default fp(
  async (app) => {
    const previews = createPreviews({
      store: app.photoStore,
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
    app.decorate('previews', previews);
    app.addHook('onClose', () => previews.close());
  },
  { name: 'previews', dependencies: ['photos'] },
);
