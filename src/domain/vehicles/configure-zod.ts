import { config } from 'zod/mini';

let configured = false;

/**
 * Our CSP allows no eval: zod must not probe `new Function` (even caught, it reports a violation).
 * One setting for `zod` and `zod/mini` alike (they share zod's core); imported from `zod/mini`
 * so a chunk that only reads ads carries none of the classic API.
 */
export function configureZod(): void {
  if (configured) return;
  config({ jitless: true });
  configured = true;
}

// Also on import: a module that builds a schema at its top level (item-form-schema.ts's fitment
// row) runs after this one, its import, and before any of its own calls to configureZod.
configureZod();
