// @vitest-environment node
import { getFeaturedListings, pickFeaturedListings } from './featured-listings';
import { FEATURED_VEHICLE_IDS, getSampleVehicles } from './sample-vehicles';

test('the home page has four featured listings, each a sample vehicle', () => {
  const listings = getFeaturedListings();
  expect(listings).toHaveLength(4);
  expect(listings.map((listing) => listing.id)).toEqual([...FEATURED_VEHICLE_IDS]);
  for (const listing of listings) {
    const vehicle = getSampleVehicles().find((candidate) => candidate.id === listing.id)!;
    expect(listing).toEqual({
      id: vehicle.id,
      title: vehicle.title,
      price: vehicle.price,
      location: vehicle.location,
      year: vehicle.year,
      condition: vehicle.condition,
      image: vehicle.image,
    });
  }
});

test('unknown ids are skipped and the order of ids is kept', () => {
  const [first, second] = getSampleVehicles();
  const picked = pickFeaturedListings(getSampleVehicles(), [second!.id, 'no-such-id', first!.id]);
  expect(picked.map((listing) => listing.id)).toEqual([second!.id, first!.id]);
});
