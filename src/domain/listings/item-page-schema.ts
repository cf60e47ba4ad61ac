import * as z from 'zod/mini';
import { configureZod } from '../vehicles/configure-zod';

/**
 * A page of part or gear ads as `GET /parts` and `GET /gear` answer it: the server describes its
 * answer with it (each ad its spelled-out response schema), the app reads the answer with it (each
 * ad read on its own, so one it cannot show is skipped, not the page).
 */
export function buildItemPageSchema<Item extends z.core.SomeType>(item: Item) {
  configureZod();
  return z.object({
    items: z.array(item),
    total: z.int(),
    nextCursor: z.nullable(z.string()),
  });
}
