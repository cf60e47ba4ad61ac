import fp from 'fastify-plugin';
import { createItemRepository, type ItemRepository } from '../../listings/item-repository';
import {
  createModerationRepository,
  type ModerationRepository,
} from '../../admin/moderation-repository';
import {
  createScreeningRepository,
  type ScreeningRepository,
} from '../../screening/screening-repository';
import {
  createLeaseRulesRepository,
  type LeaseRulesRepository,
} from '../../vehicles/lease-rules-repository';
import { createSitemapRepository, type SitemapRepository } from '../../vehicles/sitemap-repository';
import { createVehicleRepository, type VehicleRepository } from '../../vehicles/vehicle-repository';

declare module 'fastify' {
  interface FastifyInstance {
    vehicles: VehicleRepository;
    /** Spare part and riding gear ads: the same table and life cycle as vehicles. */
    items: ItemRepository;
    moderation: ModerationRepository;
    sitemap: SitemapRepository;
    screening: ScreeningRepository;
    leaseRules: LeaseRulesRepository;
  }
}

/** The only code that writes SQL. */
export default fp(
  async (app) => {
    const vehicles = createVehicleRepository(app.db, {
      listCacheSeconds: app.config.listCacheSeconds,
      adLifetimeDays: app.config.adLifetimeDays,
      onChange: () => app.changes.notify(),
    });
    // Another instance's write: this one's cached lists and ads go too.
    const leaseRules = createLeaseRulesRepository(app.db);
    await leaseRules.seed();
    app.changes.listen((from) => {
      if (from === 'elsewhere') {
        vehicles.clearCaches();
        leaseRules.forget();
      }
    });
    app.decorate('vehicles', vehicles);
    app.decorate('items', createItemRepository(app.db, vehicles));
    app.decorate('moderation', createModerationRepository(app.db, vehicles));
    app.decorate('sitemap', createSitemapRepository(app.db));
    app.decorate(
      'screening',
      createScreeningRepository(app.db, {
        onChange: () => {
          vehicles.clearCaches();
          app.changes.notify();
        },
      }),
    );
    if (app.hasDecorator('metrics')) app.metrics.countHeldAds = () => app.screening.countHeld();
    app.decorate('leaseRules', leaseRules);
  },
  { name: 'repositories', dependencies: ['db', 'changes'] },
);
