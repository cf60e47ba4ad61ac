import { spareParts, type SparePart } from '@/data/spare-parts';

/** The spare parts catalogue; sample data today, a fetch call once there is a server. */
export function getSpareParts(): readonly SparePart[] {
  return spareParts;
}
