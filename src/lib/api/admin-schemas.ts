import { buildAdminResponses } from '@/domain/moderation/admin-responses';
import { getItemSchema } from '@/domain/listings/item-schema';
import { buildVehicleResponseSchema } from '@/domain/vehicles/vehicle-response-schema';

let schemas: ReturnType<typeof build> | undefined;
// The ad inside an answer is read as the server spells it (the post form's schema stays apart).
const build = () => buildAdminResponses(buildVehicleResponseSchema(), getItemSchema());

/** The moderators' answers as the server defines them, built on first use (admin pages only). */
export const adminSchemas = () => (schemas ??= build());
