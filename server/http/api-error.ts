import { z } from 'zod';

/** The browser branches on these, never on messages. */
export const errorCodes = [
  'validation',
  'not_found',
  'photo_invalid',
  'photo_too_large',
  'too_large',
  'rate_limited',
  'phone_limit',
  'duplicate',
  'rejected',
  'forbidden',
  'unauthorized',
  'blocked',
  'gone',
  'thread_ended',
  'not_yet',
  'too_late',
  'conflict',
  'bad_request',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const serverErrorKeys = {
  invalidValue: 'server.errors.invalidValue',
  adRequired: 'server.errors.adRequired',
  adInvalid: 'server.errors.adInvalid',
  photoInvalid: 'server.errors.photoInvalid',
  photoTooLarge: 'server.errors.photoTooLarge',
  tooLarge: 'server.errors.tooLarge',
  duplicate: 'postAd.errors.server.duplicate',
  phoneLimit: 'postAd.errors.server.phoneLimit',
  blocked: 'postAd.errors.server.blocked',
} as const;

export const errorBodySchema = z
  .object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    file: z.string().optional(),
    /** `gone` only: why the ad left, and what similar ads share. */
    gone: z
      .object({
        reason: z.enum(['expired', 'sold', 'deleted']),
        type: z.string(),
        make: z.string(),
        /** A part or gear ad: its category (`type` is then its kind, `make` its brand). */
        category: z.string().optional(),
      })
      .optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Pick<ErrorBody, 'fields' | 'file' | 'gone'> = {},
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { code: this.code, message: this.message, ...this.extra };
  }
}
