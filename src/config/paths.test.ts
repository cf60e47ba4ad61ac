import { paths } from './paths';

test("an ad's page is found from its id: parts and gear under /item/, vehicles under /vehicle/", () => {
  expect(paths.ad.getHref('part-brake-pads-1')).toBe('/item/part-brake-pads-1');
  expect(paths.ad.getHref('gear-helmet-2')).toBe('/item/gear-helmet-2');
  // The demo's sample parts and gear.
  expect(paths.ad.getHref('sp-001')).toBe('/item/sp-001');
  expect(paths.ad.getHref('bg-012')).toBe('/item/bg-012');
  expect(paths.ad.getHref('honda-dio-2019-abc')).toBe('/vehicle/honda-dio-2019-abc');
});
