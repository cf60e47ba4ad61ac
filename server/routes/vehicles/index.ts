import type { FastifyPluginAsync } from 'fastify';
import { editVehicleRoute } from './edit-route';
import { vehicleRoutes } from './list-routes';
import { manageRoutes } from './manage-routes';
import { postVehicleRoute } from './post-route';
import { reportRoute } from './report-route';

const vehicles: FastifyPluginAsync = async (app) => {
  const repository = app.vehicles;
  const { limits } = app.config;
  const writes = {
    repository,
    store: app.photoStore,
    processPhoto: app.processPhoto,
    limits,
    isBlocked: app.moderation.isBlocked,
    previews: app.previews,
    screening: app.screening,
  };
  await app.register(vehicleRoutes, { repository });
  await app.register(postVehicleRoute, writes);
  await app.register(editVehicleRoute, writes);
  await app.register(manageRoutes, { repository, store: app.photoStore, limits });
  await app.register(reportRoute, { repository, moderation: app.moderation, limits });
};

export default vehicles;
