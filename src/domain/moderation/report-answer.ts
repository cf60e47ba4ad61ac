import * as z from 'zod/mini';
import { configureZod } from '../vehicles/configure-zod';

let schema: ReturnType<typeof build> | undefined;

function build() {
  configureZod();
  return z.object({ received: z.literal(true), duplicate: z.boolean() });
}

/**
 * What the server answers a report on an ad: received, and whether this address had reported the
 * ad already. The server's response schema (hence its OpenAPI) and the report form's reading.
 */
export function reportAnswerSchema() {
  schema ??= build();
  return schema;
}

/** Whether an answer says the ad had been reported from here before; anything else is a first. */
export function reportWasRepeat(answer: unknown): boolean {
  const read = z.safeParse(reportAnswerSchema(), answer);
  return read.success && read.data.duplicate;
}
