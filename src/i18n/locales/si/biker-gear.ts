import type { Catalog } from '../../catalog';

export const bikerGear: Catalog['bikerGear'] = {
  heading: 'bikerGear',
};
