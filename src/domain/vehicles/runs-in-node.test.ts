// @vitest-environment node
import { buildAd } from '@/testing/test-vehicle';

// The domain must run without a browser (server, prerenderer, scripts).
test('every domain module loads and works in Node, without a DOM', async () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  const modules = import.meta.glob(['./*.ts', '!./*.test.ts']);
  expect(Object.keys(modules).length).toBeGreaterThan(10);
  for (const load of Object.values(modules)) await load();
  const { parseVehicle, getVehicleSchema } = await import('./vehicle-schema');
  const { readStoredVehicle } = await import('./read-stored-vehicle');
  const { getWhatsAppHref } = await import('./contact-links');
  expect(getVehicleSchema().safeParse(buildAd({ postedAt: 'x' })).success).toBe(false);
  expect(parseVehicle(buildAd())?.make).toBe('Honda');
  expect(readStoredVehicle(buildAd({ make: 'x'.repeat(41) }))?.make).toHaveLength(40);
  expect(getWhatsAppHref('071 234 5678')).toBe('https://wa.me/94712345678');
});
