import { z } from 'zod';
import { buildAdminResponses } from '@/domain/moderation/admin-responses';
import { errorBodySchema } from '../../http/api-error';
import { itemResponseSchema } from '../items/schemas';
import { vehicleResponseSchema } from '../vehicles/schemas';

/** The moderators' answers: the admin pages read them with the same definitions. */
export const adminResponses = buildAdminResponses(vehicleResponseSchema(), itemResponseSchema());

export const sessionSchema = adminResponses.session.meta({ id: 'AdminSession' });
export const adminAdSchema = adminResponses.adminAd.meta({ id: 'AdminAd' });
export const logEntrySchema = adminResponses.logEntry;

export const reasonBody = z.strictObject({ reason: z.string().trim().max(200).default('') });
export const phoneBody = z.strictObject({
  phone: z.string().trim().min(6).max(30).regex(/\d/),
  reason: z.string().trim().max(200).default(''),
});

export const heldAdSchema = adminResponses.heldAd.meta({ id: 'HeldAd' });

export const phraseBody = z.strictObject({ phrase: z.string().trim().min(4).max(80) });

export const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
