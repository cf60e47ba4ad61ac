import { z } from 'zod';

let configured = false;

/** Our CSP allows no eval: zod must not probe `new Function` (even caught, it reports a violation). */
export function configureZod(): void {
  if (configured) return;
  z.config({ jitless: true });
  configured = true;
}

// Also on import: a module that builds a schema at its top level (item-form-schema.ts's fitment
// row) runs after this one, its import, and before any of its own calls to configureZod.
configureZod();
