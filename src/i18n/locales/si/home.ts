import type { Catalog } from '../../catalog';

export const home: Catalog['home'] = {
  heading: 'home',
};
