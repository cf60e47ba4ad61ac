export const sortOrders = ['newest', 'price-asc', 'price-desc', 'mileage-asc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export type VehicleSearch = {
  make: string[];
  location: string[];
  yearMin: number | null;
  yearMax: number | null;
  priceMin: number | null;
  priceMax: number | null;
  q: string;
  sort: SortOrder;
};
export type VehicleFilters = Omit<VehicleSearch, 'sort'>;

const MAX_NUMBER = 1_000_000_000;
const NUMBER_TEXT = /^\+?(\d+\.?\d*|\.\d+)(e\+?\d+)?$/i;

/** A bound past a billion is a billion (no bike costs more), never silently no bound. */
function optionalInt(value: unknown): number | null {
  if (typeof value !== 'string' || !NUMBER_TEXT.test(value.trim())) return null;
  return Math.min(Math.trunc(Number(value.trim())), MAX_NUMBER);
}

function textList(values: unknown): string[] {
  if (!Array.isArray(values) || values.some((value) => typeof value !== 'string')) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values as string[]) {
    const value = raw.normalize('NFC').trim().slice(0, 60);
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out.slice(0, 50);
}

const sortSet: ReadonlySet<unknown> = new Set(sortOrders);

/** Each field falls back on its own, so one bad value never breaks the page (no zod: first load). */
function readSearch(input: unknown): VehicleSearch {
  if (typeof input !== 'object' || input === null) throw new TypeError('A search is an object');
  const raw = input as Record<string, unknown>;
  return {
    make: textList(raw.make),
    location: textList(raw.location),
    yearMin: optionalInt(raw.yearMin),
    yearMax: optionalInt(raw.yearMax),
    priceMin: optionalInt(raw.priceMin),
    priceMax: optionalInt(raw.priceMax),
    q: typeof raw.q === 'string' ? raw.q.normalize('NFC').trim().slice(0, 100) : '',
    sort: sortSet.has(raw.sort) ? (raw.sort as SortOrder) : 'newest',
  };
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
  return swapReversedRanges(readSearch(input));
}

export function parseVehicleSearch(params: URLSearchParams): VehicleSearch {
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
