import { foldText } from '@/domain/search/search-key';
import { isAtvAdv } from '@/domain/vehicles/filter-vehicles';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';

export function searchTextOf(vehicle: Vehicle): string {
  return foldText(
    [
      vehicle.title,
      vehicle.make,
      vehicle.model,
      vehicle.location,
      ...vehicle.tags,
      ...vehicle.categories,
      vehicle.description ?? '',
    ].join(' '),
  );
}

const COLUMNS = [
  ['id', 'text'],
  ['type', 'text'],
  ['title', 'text'],
  ['make', 'text'],
  ['model', 'text'],
  ['year', 'integer'],
  ['register_year', 'integer'],
  ['price', 'double precision'],
  ['mileage_km', 'double precision'],
  ['engine_cc', 'integer'],
  ['engine_capacity_cc', 'integer'],
  ['transmission', 'text'],
  ['fuel_type', 'text'],
  ['color', 'text'],
  ['description', 'text'],
  ['condition', 'text'],
  ['location', 'text'],
  ['posted_at', 'timestamptz'],
  ['phone', 'text'],
  ['image', 'text'],
  ['gallery', 'text[]'],
  ['categories', 'text[]'],
  ['tags', 'text[]'],
  ['atv_adv', 'boolean'],
  ['make_key', 'text'],
  ['location_key', 'text'],
  ['search_text', 'text'],
] as const;

type ColumnName = (typeof COLUMNS)[number][0];
export type VehicleRecord = Record<ColumnName, unknown>;

const names = COLUMNS.map(([name]) => name).join(', ');
const typed = COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');

/** One statement for any number of ads: seeding 100,000 takes a few, not 100,000. */
export const INSERT_SQL = `INSERT INTO vehicles (${names}, status)
  SELECT ${names}, coalesce($2, 'active') FROM jsonb_to_recordset($1::jsonb) AS r(${typed})
  ON CONFLICT (id) DO NOTHING
  RETURNING id`;

const EDITABLE = COLUMNS.filter(([name]) => name !== 'id' && name !== 'posted_at');
const editableNames = EDITABLE.map(([name]) => name).join(', ');

/** $3 is the version the edit started from: a newer one means another edit came first. */
export const UPDATE_SQL = `UPDATE vehicles SET (${editableNames}, version) =
  (SELECT ${editableNames}, vehicles.version + 1 FROM jsonb_to_record($2::jsonb) AS r(${typed}))
  WHERE id = $1 AND kind = 'vehicle' AND status <> 'deleted' AND version = $3
  RETURNING version`;

export function toRecord(vehicle: Vehicle): VehicleRecord {
  return {
    id: vehicle.id,
    type: vehicle.type,
    title: vehicle.title,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    register_year: vehicle.registerYear,
    price: vehicle.price,
    mileage_km: vehicle.mileageKm,
    engine_cc: vehicle.engineCc,
    engine_capacity_cc: vehicle.engineCapacityCc,
    transmission: vehicle.transmission,
    fuel_type: vehicle.fuelType,
    color: vehicle.color,
    description: vehicle.description,
    condition: vehicle.condition,
    location: vehicle.location,
    posted_at: vehicle.postedAt,
    phone: vehicle.phone,
    image: vehicle.image,
    gallery: vehicle.gallery,
    categories: vehicle.categories,
    tags: vehicle.tags,
    atv_adv: isAtvAdv(vehicle),
    make_key: foldText(vehicle.make),
    location_key: foldText(vehicle.location),
    search_text: searchTextOf(vehicle),
  };
}

/** As JavaScript writes it (toISOString), so no row's time is parsed into a Date and back. */
const isoTime = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Arrays as JSON: parsed natively, where the text array format is parsed character by character. */
export const VEHICLE_COLUMNS = `id, type, title, make, model, year, register_year AS "registerYear",
  price, mileage_km AS "mileageKm", engine_cc AS "engineCc",
  engine_capacity_cc AS "engineCapacityCc", transmission, fuel_type AS "fuelType", color,
  description, condition, location, ${isoTime('posted_at')} AS "postedAt", phone, image,
  to_json(gallery) AS gallery, to_json(categories) AS categories, to_json(tags) AS tags,
  ${isoTime('sold_at')} AS "soldAt", NOT show_phone AS "phoneHidden"`;

/** Held ads (waiting for a moderator) are never listed. */
export const LISTED = `(hidden_at IS NULL AND (status = 'active' AND expires_at > now()
  OR status = 'sold' AND sold_at > now() - interval '7 days'))`;

export type VehicleRow = Omit<Vehicle, 'postedAt' | 'type' | 'soldAt' | 'phoneHidden'> & {
  type: string;
  postedAt: Date | string;
  soldAt: Date | string | null;
  /** The seller turned "Show my number" off (vehicles.show_phone). */
  phoneHidden: boolean;
};

const isoOf = (time: Date | string) =>
  typeof time === 'string' ? time : new Date(time).toISOString();

/**
 * The one place a phone number leaves the server for the public, for every kind of ad (vehicle,
 * part, gear): an ad whose seller turned "Show my number" off goes out with no number at all
 * (`phone: ''`, `phoneHidden: true`) — in lists, its API answer, its page's HTML and data block,
 * compare, BikeBot, alerts. Only the owner (the manage token) and the moderators read it whole.
 * Idempotent.
 */
export function publicAd<Ad extends { phone: string; phoneHidden?: true }>(ad: Ad): Ad {
  return ad.phoneHidden ? { ...ad, phone: '' } : ad;
}

/** A vehicle ad as the public sees it (`publicAd`). */
export const publicVehicle: (vehicle: Vehicle) => Vehicle = publicAd;

/**
 * The row is the ad as its owner and the moderators see it: its number whole, shown or not.
 * Its times already read as ISO text (VEHICLE_COLUMNS).
 */
export function ownerFromRow(row: VehicleRow): Vehicle {
  const vehicle = row as unknown as Vehicle & { phoneHidden?: boolean };
  vehicle.postedAt = isoOf(row.postedAt);
  vehicle.soldAt = row.soldAt === null ? null : isoOf(row.soldAt);
  if (vehicle.phoneHidden !== true) delete vehicle.phoneHidden;
  return vehicle as Vehicle;
}

/** The row is the ad as the public sees it: a hidden number left out (`publicVehicle`). */
export function fromRow(row: VehicleRow): Vehicle {
  return publicVehicle(ownerFromRow(row));
}
