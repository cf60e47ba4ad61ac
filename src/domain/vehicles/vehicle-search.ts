import { z } from 'zod';
import { configureZod } from './configure-zod';

export const sortOrders = ['newest', 'price-asc', 'price-desc', 'mileage-asc'] as const;
export type SortOrder = (typeof sortOrders)[number];

const MAX_NUMBER = 1_000_000_000;

/** A bound past a billion is a billion (no bike costs more), never silently no bound. */
const optionalInt = () =>
  z
    .string()
    .trim()
    .regex(/^\+?(\d+\.?\d*|\.\d+)(e\+?\d+)?$/i)
    .transform((value) => Math.min(Math.trunc(Number(value)), MAX_NUMBER))
    .pipe(z.number().int().min(0))
    .nullable()
    .catch(null);

const textList = () =>
  z
    .array(z.string())
    .catch([])
    .transform((values) => {
      const seen = new Set<string>();
      const out: string[] = [];
      for (const raw of values) {
        const value = raw.normalize('NFC').trim().slice(0, 60);
        const key = value.toLowerCase();
        if (!value || seen.has(key)) continue;
        seen.add(key);
        out.push(value);
      }
      return out.slice(0, 50);
    });

/** Each field falls back on its own, so one bad value never breaks the page. */
function buildVehicleSearchSchema() {
  configureZod();
  return z.object({
    make: textList(),
    location: textList(),
    yearMin: optionalInt(),
    yearMax: optionalInt(),
    priceMin: optionalInt(),
    priceMax: optionalInt(),
    q: z
      .string()
      .catch('')
      .transform((value) => value.normalize('NFC').trim().slice(0, 100)),
    sort: z.enum(sortOrders).catch('newest'),
  });
}

/** A range typed the wrong way round (max below min) means the same range, not "none". */
function swapReversedRanges<
  T extends {
    yearMin: number | null;
    yearMax: number | null;
    priceMin: number | null;
    priceMax: number | null;
  },
>(search: T): T {
  const out = { ...search };
  if (out.yearMin !== null && out.yearMax !== null && out.yearMin > out.yearMax) {
    [out.yearMin, out.yearMax] = [out.yearMax, out.yearMin];
  }
  if (out.priceMin !== null && out.priceMax !== null && out.priceMin > out.priceMax) {
    [out.priceMin, out.priceMax] = [out.priceMax, out.priceMin];
  }
  return out;
}

let vehicleSearchSchema: ReturnType<typeof buildVehicleSearchSchema> | undefined;

export function getVehicleSearchSchema() {
  return (vehicleSearchSchema ??= buildVehicleSearchSchema());
}

export type VehicleSearch = z.output<ReturnType<typeof buildVehicleSearchSchema>>;
export type VehicleFilters = Omit<VehicleSearch, 'sort'>;

export const emptyVehicleSearch: VehicleSearch = {
  make: [],
  location: [],
  yearMin: null,
  yearMax: null,
  priceMin: null,
  priceMax: null,
  q: '',
  sort: 'newest',
};

export function parseSearch(input: unknown): VehicleSearch {
  return swapReversedRanges(getVehicleSearchSchema().parse(input));
}

export function parseVehicleSearch(params: URLSearchParams): VehicleSearch {
  // A page without a query (most visits) needs no parsing, and no schema built.
  if (params.toString() === '') return { ...emptyVehicleSearch, make: [], location: [] };
  const single = (key: string) => params.get(key) ?? undefined;
  return parseSearch({
    make: params.getAll('make'),
    location: params.getAll('location'),
    yearMin: single('yearMin'),
    yearMax: single('yearMax'),
    priceMin: single('priceMin'),
    priceMax: single('priceMax'),
    q: single('q') ?? '',
    sort: single('sort'),
  });
}

export function toSearchParams(search: VehicleSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const make of search.make) params.append('make', make);
  for (const location of search.location) params.append('location', location);
  for (const key of ['yearMin', 'yearMax', 'priceMin', 'priceMax'] as const) {
    const value = search[key];
    if (value !== null) params.set(key, String(value));
  }
  if (search.q) params.set('q', search.q);
  if (search.sort !== 'newest') params.set('sort', search.sort);
  return params;
}

export function countActiveFilters(search: VehicleFilters): number {
  return (
    search.make.length +
    search.location.length +
    [search.yearMin, search.yearMax, search.priceMin, search.priceMax].filter((v) => v !== null)
      .length +
    (search.q ? 1 : 0)
  );
}
