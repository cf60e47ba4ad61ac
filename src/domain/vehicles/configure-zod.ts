import { z } from 'zod';

let configured = false;

/**
 * Our Content-Security-Policy allows no eval: zod must not probe `new Function` (the caught
 * probe is still reported as a CSP violation). Called by every zod schema builder before it
 * builds, so the setting is in place when first needed, without a side effect at import.
 */
export function configureZod(): void {
  if (configured) return;
  z.config({ jitless: true });
  configured = true;
}
