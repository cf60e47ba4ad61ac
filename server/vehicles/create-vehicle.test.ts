import { buildAdForm } from '@/testing/test-vehicle';
import type { PhotoStore } from '../photos/photo-store';
import { createVehicle, maskPhone } from './create-vehicle';
import type { VehicleRepository } from './vehicle-repository';

function memoryStore(): PhotoStore & { names: Set<string> } {
  const names = new Set<string>();
  return {
    names,
    publicUrl: null,
    put: async (name) => void names.add(name),
    get: async () => null,
    delete: async (name) => void names.delete(name),
    probe: async () => undefined,
    async *list() {
      for (const name of names) yield { name, modified: new Date() };
    },
  };
}
const photo = {
  full: Buffer.from('full'),
  thumb: Buffer.from('thumb'),
  medium: Buffer.from('medium'),
};

test('photos are written before the row, and removed again when the row cannot be stored', async () => {
  const store = memoryStore();
  let seen = 0;
  const failing = {
    insertOwned: async () => {
      seen = store.names.size;
      throw new Error('database down');
    },
  } as unknown as VehicleRepository;
  await expect(
    createVehicle(
      { repository: failing, store },
      buildAdForm(),
      { hero: photo, gallery: [photo] },
      { manageHash: 'h' },
    ),
  ).rejects.toThrow('database down');
  expect(seen).toBe(6); // two photos, each in three sizes, before the insert
  expect(store.names.size).toBe(0);
});

test('the server sets id and time; a taken id is retried with a new one', async () => {
  const store = memoryStore();
  const tried: string[] = [];
  const repository = {
    insertOwned: async (vehicle: { id: string }) => {
      tried.push(vehicle.id);
      return tried.length > 1;
    },
  } as unknown as VehicleRepository;
  const vehicle = await createVehicle(
    { repository, store },
    buildAdForm(),
    { hero: photo, gallery: [] },
    { manageHash: 'h' },
  );
  expect(tried).toHaveLength(2);
  expect(tried[0]).not.toBe(tried[1]);
  expect(vehicle.id).toBe(tried[1]);
  expect(vehicle.image).toMatch(/^\/photos\/[0-9a-f]{32}\.webp$/);
  expect(store.names.size).toBe(3);
});

test('phone numbers are masked for logs', () => {
  expect(maskPhone('071 234 5678')).toBe('07******78');
  expect(maskPhone('')).toBe('***');
});
