import type { z } from 'zod';
import { ApiError } from './api-client';

/**
 * A server's answer read with its shared schema. One that does not match (an older or newer
 * server, a proxy's page) is the app's `bad_response` error, never a half-read value.
 */
export function readResponse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(200, 'bad_response', 'Not the expected answer');
  return result.data;
}
