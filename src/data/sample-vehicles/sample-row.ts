import type { VehicleType } from '@/domain/vehicles/vehicle-types';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { getVehicleArt, type ArtColour, type ArtStyle } from '../vehicle-images';

/** One sample ad as written; toVehicle fills in what it leaves out. */
export type SampleRow = {
  id: string;
  type: VehicleType;
  make: string;
  model: string;
  title?: string;
  year: number;
  registerYear?: number;
  price: number | null;
  km: number | null;
  cc: number | null;
  gear?: 'Automatic' | 'Manual';
  fuel?: 'Petrol' | 'Electric';
  colour: ArtColour;
  colourName?: string;
  condition?: 'New' | 'Used';
  location: string;
  posted: string;
  phone: string;
  art: ArtStyle;
  tags?: string[];
};

const colourNames: Record<ArtColour, string> = {
  red: 'Red',
  blue: 'Blue',
  black: 'Black',
  white: 'White',
  silver: 'Silver',
  green: 'Green',
  yellow: 'Yellow',
  orange: 'Orange',
};

/**
 * The ad as the app shows it, already in the schema's output form: samples ship in the bundle, so
 * they are checked against the vehicle schema by sample-vehicles.test.ts, not parsed on each visit.
 */
export function toVehicle(row: SampleRow): Vehicle {
  const art = getVehicleArt(row.art, row.colour);
  return {
    id: row.id,
    type: row.type,
    title: row.title ?? `${row.make} ${row.model}`,
    make: row.make,
    model: row.model,
    year: row.year,
    registerYear: row.registerYear ?? row.year,
    price: row.price,
    mileageKm: row.km,
    engineCc: row.cc,
    engineCapacityCc: row.cc,
    transmission:
      row.gear ?? (row.art === 'scooter' || row.art === 'escooter' ? 'Automatic' : 'Manual'),
    fuelType: row.fuel ?? (row.art === 'escooter' ? 'Electric' : 'Petrol'),
    color: row.colourName ?? colourNames[row.colour],
    description: null,
    condition: row.condition ?? 'Used',
    location: row.location,
    postedAt: `${row.posted}:00+05:30`,
    phone: row.phone,
    image: art.image,
    gallery: art.gallery,
    categories: [row.type],
    tags: row.tags ?? [],
    soldAt: null,
  };
}
