import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { manageTokenMatches } from '../../vehicles/manage-token';
import type { AdState, VehicleRepository } from '../../vehicles/vehicle-repository';

/** The manage link keeps it after `#`. */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header);
  return match ? match[1]! : null;
}

const forbidden = () =>
  new ApiError(
    403,
    'forbidden',
    'This link does not manage this ad. Use the link you got when posting it.',
  );

/** Wrong, missing or truncated tokens and unknown ids all get the same 403: reveals nothing. */
export async function authorizeOwner(
  repository: VehicleRepository,
  request: FastifyRequest,
  id: string,
): Promise<AdState> {
  const state = await repository.state(id);
  if (!manageTokenMatches(tokenOf(request), state?.manageHash ?? null) || !state) {
    throw forbidden();
  }
  return state;
}
