import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { REPORT_NOTE_MAX } from '@/domain/moderation/moderation-terms';
import { reportAnswerSchema } from '@/domain/moderation/report-answer';
import { reportReasons, type ModerationRepository } from '../../admin/moderation-repository';
import { ApiError, errorBodySchema } from '../../http/api-error';
import type { VehicleRepository } from '../../vehicles/vehicle-repository';
import { idParamsSchema } from './schemas';

const reportBodySchema = z.strictObject({
  reason: z.enum(reportReasons),
  // Plain text; only surrounding white space is trimmed (zero-width joiners stay: Sinhala).
  note: z
    .string()
    .max(REPORT_NOTE_MAX * 2)
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => [...value].length <= REPORT_NOTE_MAX, 'too long'),
});

// The app reads this answer with the same schema; named here for the OpenAPI document.
const reportResultSchema = reportAnswerSchema();
z.globalRegistry.add(reportResultSchema, { id: 'ReportResult' });

function reporterOf(ip: string): string {
  return createHash('sha256').update(`report:${ip}`, 'utf8').digest('hex');
}

/**
 * One report per address and ad; reports per address are rate-limited. Every kind of ad is
 * reported here and lands in the one moderators' queue (`adsPath`: its API paths; `isListed`: it
 * is listed now).
 */
export const reportRoute: FastifyPluginAsyncZod<{
  repository?: VehicleRepository;
  isListed?: (id: string) => Promise<boolean>;
  /** The ads' API paths (not `prefix`, which Fastify would put before every route). */
  adsPath?: string;
  moderation: ModerationRepository;
  limits: Config['limits'];
}> = async (app, { repository, isListed, adsPath = '/api/vehicles', moderation, limits }) => {
  const listed = isListed ?? (async (id: string) => !!(await repository!.lookup(id))?.vehicle);
  app.post(
    `${adsPath}/:id/reports`,
    {
      config: { rateLimit: { max: limits.reportsPerHour, timeWindow: 60 * 60_000 } },
      schema: {
        summary: 'Report an ad to the moderators',
        params: idParamsSchema,
        body: reportBodySchema,
        response: {
          200: reportResultSchema,
          201: reportResultSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await listed(id))) throw new ApiError(404, 'not_found', 'No listed ad has this id.');
      const added = await moderation.addReport({
        vehicleId: id,
        reason: request.body.reason,
        note: request.body.note,
        reporter: reporterOf(request.ip),
      });
      if (added) request.log.info({ id, reason: request.body.reason }, 'ad reported');
      return reply.status(added ? 201 : 200).send({ received: true, duplicate: !added });
    },
  );
};
