import { buildAdminResponses } from '@/domain/moderation/admin-responses';
import { getVehicleSchema } from '@/domain/vehicles/vehicle-schema';

let schemas: ReturnType<typeof build> | undefined;
const build = () => buildAdminResponses(getVehicleSchema());

/** The moderators' answers as the server defines them, built on first use (admin pages only). */
export const adminSchemas = () => (schemas ??= build());
