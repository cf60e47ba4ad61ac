import type { Catalog } from '../../catalog';

export const spareParts: Catalog['spareParts'] = {
  heading: 'spareParts',
};
