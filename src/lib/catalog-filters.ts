/** URL and sort helpers shared by the spare parts and biker gear catalogues. */
export const catalogSorts = ['newest', 'price-asc', 'price-desc'] as const;
export type CatalogSort = (typeof catalogSorts)[number];

/** Newest first by listing date; equal prices keep the newest first. Never mutates the input. */
export function sortCatalogItems<T extends { listedAt: string; price: number }>(
  items: readonly T[],
  sort: CatalogSort,
): T[] {
  const byNewest = [...items].sort((a, b) => b.listedAt.localeCompare(a.listedAt));
  if (sort === 'price-asc') return byNewest.sort((a, b) => a.price - b.price);
  if (sort === 'price-desc') return byNewest.sort((a, b) => b.price - a.price);
  return byNewest;
}

/** A URL value if it is one of `allowed`, else '' ("any"). */
export function pickOption<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : '';
}

/** A copy of `params` with each entry set, or removed when its value is empty (a default). */
export function withParams(
  params: URLSearchParams,
  entries: readonly [key: string, value: string][],
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of entries) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
