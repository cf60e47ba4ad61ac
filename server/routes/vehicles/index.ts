import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { editVehicleRoute } from './edit-route';
import { vehicleRoutes } from './list-routes';
import { manageRoutes } from './manage-routes';
import { ownerAuth } from './owner-auth';
import { postVehicleRoute } from './post-route';
import { reportRoute } from './report-route';

const vehicles: FastifyPluginAsync = async (app) => {
  const repository = app.vehicles;
  const { limits, trustProxy } = app.config;
  await app.register(cookie);
  const secureCookies = trustProxy.length > 0;
  const authorize = ownerAuth({
    repository,
    counters: app.counters,
    max: limits.managePerWindow,
    secureCookies,
  });
  const writes = {
    repository,
    store: app.photoStore,
    processPhoto: app.processPhoto,
    limits,
    isBlocked: app.moderation.isBlocked,
    previews: app.previews,
    screening: app.screening,
    secureCookies,
  };
  await app.register(vehicleRoutes, { repository });
  await app.register(postVehicleRoute, writes);
  await app.register(editVehicleRoute, { ...writes, authorize });
  await app.register(manageRoutes, { repository, store: app.photoStore, authorize });
  await app.register(reportRoute, { repository, moderation: app.moderation, limits });
};

export default vehicles;
