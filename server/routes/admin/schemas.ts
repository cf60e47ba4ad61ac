import { z } from 'zod';
import { adActions, logOnlyActions, reportReasons } from '../../admin/moderation-repository';
import { errorBodySchema } from '../../http/api-error';
import { itemResponseSchema } from '../items/schemas';
import { vehicleResponseSchema } from '../vehicles/schemas';

/** Any kind of ad in the one queue: a vehicle, or a part or gear ad (issue 45). */
const adOfAnyKind = () => ({
  id: z.string(),
  kind: z.enum(['vehicle', 'part', 'gear']),
  vehicle: vehicleResponseSchema().nullable(),
  item: itemResponseSchema().nullable(),
});

export const sessionSchema = z
  .object({ moderator: z.string(), csrfToken: z.string(), expiresAt: z.string() })
  .meta({ id: 'AdminSession' });

export const adminAdSchema = z
  .object({
    ...adOfAnyKind(),
    status: z.enum(['active', 'sold', 'deleted', 'held']),
    hidden: z.boolean(),
    listed: z.boolean(),
    phoneBlocked: z.boolean(),
    openReports: z.number().int(),
    reasons: z.partialRecord(z.enum(reportReasons), z.number().int()),
    reports: z.array(
      z.object({
        reason: z.enum(reportReasons),
        note: z.string(),
        createdAt: z.string(),
        open: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'AdminAd' });

export const logEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum([...adActions, ...logOnlyActions]),
  vehicleId: z.string().nullable(),
  phone: z.string().nullable(),
  moderator: z.string(),
  session: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

export const reasonBody = z.strictObject({ reason: z.string().trim().max(200).default('') });
export const phoneBody = z.strictObject({
  phone: z.string().trim().min(6).max(30).regex(/\d/),
  reason: z.string().trim().max(200).default(''),
});

export const heldAdSchema = z
  .object({
    ...adOfAnyKind(),
    /** A part with an engine or chassis number: its seller confirmed owning it and its papers. */
    papers: z.boolean(),
    heldAt: z.string(),
    phrase: z.string().nullable(),
    copied: z
      .object({
        photo: z.string().nullable(),
        vehicleId: z.string(),
        matchPhoto: z.string(),
        distance: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'HeldAd' });

export const phraseBody = z.strictObject({ phrase: z.string().trim().min(4).max(80) });

export const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
