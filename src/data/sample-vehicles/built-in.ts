import type { SampleRow } from './sample-row';

/** Ads that ship with the app itself (ids 'sample-vehicle-N'), listed before the others. */
export const builtInRows: SampleRow[] = [
  {
    id: 'sample-vehicle-1',
    type: 'scooters',
    make: 'Honda',
    model: 'Dio',
    title: 'Sample Vehicle 1 (Honda Dio)',
    year: 2020,
    price: 450000,
    km: 12000,
    cc: 110,
    colour: 'red',
    location: 'Colombo',
    posted: '2026-10-01T09:00',
    phone: '0771234567',
    art: 'scooter',
    tags: ['sample'],
  },
  {
    id: 'sample-vehicle-2',
    type: 'sport',
    make: 'Yamaha',
    model: 'FZ',
    title: 'Sample Vehicle 2 (Yamaha FZ)',
    year: 2019,
    price: null,
    km: null,
    cc: 149,
    colour: 'blue',
    location: 'Kandy',
    posted: '2026-10-02T09:00',
    phone: '',
    art: 'sport',
    tags: ['sample'],
  },
];
