import { join } from 'node:path';
import fp from 'fastify-plugin';
import { yieldToBackups } from '../../photos/backup-guard';
import { createDiskPhotoStore, type PhotoStore } from '../../photos/photo-store';
import { createPhotoProcessor, type PhotoProcessor } from '../../photos/process-photo';
import { createS3PhotoStore } from '../../photos/s3-photo-store';

declare module 'fastify' {
  interface FastifyInstance {
    photoStore: PhotoStore;
    processPhoto: PhotoProcessor;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const store = config.s3
      ? createS3PhotoStore(config.s3)
      : await createDiskPhotoStore(join(config.dataDir, 'photos'));
    // On PostgreSQL, deletes wait their turn behind a running `npm run backup`.
    app.decorate('photoStore', yieldToBackups(store, app.db));
    app.decorate(
      'processPhoto',
      createPhotoProcessor({
        maxPixels: config.limits.photoPixels,
        concurrency: config.limits.photoConcurrency,
      }),
    );
  },
  { name: 'photos', dependencies: ['db'] },
);
