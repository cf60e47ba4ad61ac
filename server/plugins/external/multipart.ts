import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { VEHICLE_LIMITS } from '@/domain/vehicles/vehicle-limits';

export default fp(
  async (app) => {
    const { limits } = app.config;
    await app.register(multipart, {
      limits: {
        fileSize: limits.photoBytes,
        files: VEHICLE_LIMITS.galleryMax + 1,
        fields: 10,
        fieldSize: limits.adFieldBytes,
        parts: VEHICLE_LIMITS.galleryMax + 11,
        fieldNameSize: 100,
        headerPairs: 100,
      },
    });
  },
  { name: 'multipart' },
);
