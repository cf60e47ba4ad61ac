/** A spare part ad as the items API sends it (brake pads for any bike), with what a test changes. */
export function buildPartAd(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'part',
    id: 'part-pads-1',
    title: 'Brake pads, Pulsar',
    price: 2500,
    description: null,
    condition: 'new',
    location: 'Kandy',
    postedAt: '2030-01-01T00:00:00.000Z',
    phone: '0771234567',
    image: '',
    gallery: [],
    soldAt: null,
    brand: 'Bajaj',
    category: 'brakes',
    partNumber: null,
    fitsAnyBike: true,
    fitment: [],
    carriesNumber: false,
    ...overrides,
  };
}
