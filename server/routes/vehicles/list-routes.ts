import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canonicalPlaceName } from '@/domain/places';
import { parseSearch } from '@/domain/vehicles/vehicle-search';
import { ApiError, errorBodySchema, serverErrorKeys } from '../../http/api-error';
import { decodeCursor } from '../../vehicles/vehicle-cursor';
import type { VehicleRepository } from '../../vehicles/vehicle-repository';
import {
  idParamsSchema,
  listQuerySchema,
  vehiclePageSchema,
  vehicleResponseSchema,
} from './schemas';

export const vehicleRoutes: FastifyPluginAsyncZod<{ repository: VehicleRepository }> = async (
  app,
  { repository },
) => {
  app.get(
    '/api/vehicles',
    {
      schema: {
        summary: 'List ads: filters, sort, keyword and keyset pages',
        querystring: listQuerySchema,
        response: { 200: vehiclePageSchema(), 400: errorBodySchema },
      },
    },
    async (request) => {
      const { type, cursor: cursorText, limit, ...query } = request.query;
      // The domain's own reading of a search (folding, limits, reversed ranges swapped).
      // A known town typed in Sinhala (කොළඹ) finds the ads, which store its English name.
      const { sort, ...filters } = parseSearch({ ...query, q: canonicalPlaceName(query.q ?? '') });
      const cursor = cursorText ? decodeCursor(sort, cursorText) : null;
      if (cursorText && !cursor) {
        throw new ApiError(400, 'validation', 'Invalid cursor: it belongs to another list.', {
          fields: { cursor: serverErrorKeys.invalidValue },
        });
      }
      const page = repository.list({ filters: { ...filters, type }, sort, cursor, limit });
      if (cursor) return page;
      const [first, facets] = await Promise.all([page, repository.facets(type)]);
      return { ...first, facets };
    },
  );

  app.get(
    '/api/vehicles/:id',
    {
      schema: {
        summary: 'One ad',
        params: idParamsSchema,
        response: { 200: vehicleResponseSchema(), 404: errorBodySchema, 410: errorBodySchema },
      },
    },
    async (request) => {
      const found = await repository.lookup(request.params.id);
      if (!found) throw new ApiError(404, 'not_found', 'No ad has this id.');
      if (found.gone) {
        throw new ApiError(410, 'gone', `This ad is no longer listed (${found.gone.reason}).`, {
          gone: found.gone,
        });
      }
      return found.vehicle;
    },
  );
};
