import { getSampleVehicles } from '@/data/sample-vehicles';
import type { CodeStep } from '../db/migrate';
import { insertVehicles } from './vehicle-repository';

/**
 * The sample listings, stored once on the first start (recorded like a migration), so an ad an
 * operator later removes is not brought back by the next restart.
 */
export const seedSampleVehicles: CodeStep = {
  name: 'seed:sample-vehicles',
  run: async (tx) => {
    await insertVehicles(tx, getSampleVehicles());
  },
};
