import type { PageLoader } from '@/lib/page-data';

// The list's and the ad pages' loaders (src/app/route-table.tsx): on the server with the database,
// in the browser with the API (a static host has none: its pages show the samples).

/** The list's first page and total for the URL's filters and sort. */
export const listLoader: PageLoader = async ({ params, url, source }) => ({
  data: {
    listing: {
      url: url.pathname + url.search,
      page: await source.listVehicles(params.type ?? '', url.searchParams),
    },
  },
});

/** Unknown ids are 404, removed and expired ads 410; a sold ad keeps its page (200). */
export const vehicleLoader: PageLoader = async ({ params, source }) => {
  const id = params.id ?? '';
  const [found, leaseRules] = await Promise.all([source.lookupVehicle(id), source.leaseRules?.()]);
  const status = found.vehicle || found.gone?.reason === 'sold' ? 200 : found.gone ? 410 : 404;
  return { data: { vehicle: { id, ...found }, ...(leaseRules ? { leaseRules } : {}) }, status };
};

/** A part or gear ad: unknown (or held, or hidden) ids are 404; sold, expired and removed 410. */
export const itemLoader: PageLoader = async ({ params, source }) => {
  const id = params.id ?? '';
  const found = await source.lookupItem(id);
  const status = found.ad ? 200 : found.gone ? 410 : 404;
  return { data: { item: { id, ...found } }, status };
};
