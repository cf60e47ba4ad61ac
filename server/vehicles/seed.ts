import { getSampleVehicles } from '@/data/sample-vehicles';
import type { CodeStep } from '../db/migrate';
import { insertVehicles } from './vehicle-repository';

/** Once, recorded like a migration, so an ad an operator removes is not brought back. */
export const seedSampleVehicles: CodeStep = {
  name: 'seed:sample-vehicles',
  run: async (tx) => {
    await insertVehicles(tx, getSampleVehicles());
  },
};
