import type { Catalog } from '../../catalog';

export const postAd: Catalog['postAd'] = {
  heading: 'postAd',
};
