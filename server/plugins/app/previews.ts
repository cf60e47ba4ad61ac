import fp from 'fastify-plugin';
import { createPreviews, type Previews } from '../../previews/preview-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each ad's link preview image (og:image): its URL, and making it. */
    previews: Previews;
  }
}

/** Link previews, stored beside the photos; the server waits for those being made on close. */
export default fp(
  async (app) => {
    const previews = createPreviews({
      store: app.photoStore,
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
    app.decorate('previews', previews);
    app.addHook('onClose', () => previews.settle());
  },
  { name: 'previews', dependencies: ['photos'] },
);
