import * as z from 'zod/mini';
import { configureZod } from './configure-zod';

/**
 * A page of ads as `GET /vehicles` answers it: the server describes its answer with it (each ad
 * its spelled-out response schema), the app reads the answer with it (each ad read on its own, so
 * one it cannot show is skipped, not the page).
 */
export function buildVehiclePageSchema<Item extends z.core.SomeType>(item: Item) {
  configureZod();
  return z.object({
    items: z.array(item),
    total: z.int(),
    /**
     * A keyword search found more than `total` (1,000) and stopped counting: show "1,000+".
     * Optional: a server from before it never caps.
     */
    totalCapped: z.optional(z.boolean()),
    nextCursor: z.nullable(z.string()),
    facets: z.optional(z.object({ makes: z.array(z.string()), locations: z.array(z.string()) })),
  });
}
