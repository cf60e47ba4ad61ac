import { z } from 'zod';

let configured = false;

/** Our CSP allows no eval: zod must not probe `new Function` (even caught, it reports a violation). */
export function configureZod(): void {
  if (configured) return;
  z.config({ jitless: true });
  configured = true;
}
