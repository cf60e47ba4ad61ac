import { isItemId } from '@/domain/listings/item-types';

/**
 * An ad's own API path, below the API base: a part or gear ad's under /items, a vehicle's under
 * /vehicles (where the server sends its owner cookie).
 */
export const adApiPath = (id: string) =>
  `/${isItemId(id) ? 'items' : 'vehicles'}/${encodeURIComponent(id)}`;
