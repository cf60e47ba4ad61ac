import type { Catalog } from '../../catalog';

export const vehicles: Catalog['vehicles'] = {
  heading: 'vehicles',
};
