import { safeParse, type core, type output } from 'zod/mini';
import { ApiError } from './api-client';

/**
 * A server's answer read with its shared schema (`zod` or `zod/mini`). One that does not match (an
 * older or newer server, a proxy's page) is the app's `bad_response` error, never a half-read value.
 */
export function readResponse<S extends core.$ZodType>(schema: S, body: unknown): output<S> {
  const result = safeParse(schema, body);
  if (!result.success) throw new ApiError(200, 'bad_response', 'Not the expected answer');
  return result.data;
}
