import fp from 'fastify-plugin';
import { createPreviews, type Previews } from '../../previews/preview-service';

declare module 'fastify' {
  interface FastifyInstance {
    previews: Previews;
  }
}

/** On close, the preview being made is finished. */
export default fp(
  async (app) => {
    const previews = createPreviews({
      store: app.photoStore,
      publicUrl: () => app.config.publicUrl,
      log: app.log,
    });
    app.decorate('previews', previews);
    app.addHook('onClose', () => previews.close());
  },
  { name: 'previews', dependencies: ['photos'] },
);
