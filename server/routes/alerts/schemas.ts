import { z } from 'zod';
import { languageCodes } from '@/i18n/languages';

/** base64url of exactly `bytes` bytes (what the browser's PushSubscription.toJSON() gives). */
const base64Url = (bytes: number, first?: number) =>
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => {
      const decoded = Buffer.from(value, 'base64url');
      return decoded.length === bytes && (first === undefined || decoded[0] === first);
    }, 'not a valid key');

/** Always https: web-push speaks nothing else. */
const endpointSchema = z
  .string()
  .max(1000)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  }, 'must be an https URL');

export const subscriptionBodySchema = z.strictObject({
  endpoint: endpointSchema,
  keys: z.object({
    // An uncompressed P-256 point and a 16-byte secret (RFC 8291).
    p256dh: base64Url(65, 4),
    auth: base64Url(16),
  }),
  lang: z.enum(languageCodes as [string, ...string[]]).catch('en'),
  searches: z
    .array(
      z.object({
        id: z.string().min(1).max(40),
        type: z.string().min(1).max(40),
        query: z.string().max(2000),
      }),
    )
    .max(50),
  savedAds: z.array(z.string().min(1).max(200)).max(500),
});

export const unsubscribeBodySchema = z.strictObject({ endpoint: endpointSchema });
