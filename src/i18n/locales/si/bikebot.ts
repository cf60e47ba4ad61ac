import type { Catalog } from '../../catalog';

export const bikebot: Catalog['bikebot'] = {
  heading: 'bikebot',
};
