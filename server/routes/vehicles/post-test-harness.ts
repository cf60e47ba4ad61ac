import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import type { App } from '../../app';
import { createTestEnv } from '../../testing/test-app';

/** Posts allowed per window in the post tests: high, so only the load test meets the limit. */
export const RATE_LIMIT = 300;

/**
 * The post tests' app: opened before the file's tests (a data folder of its own) and closed after.
 * `app()` is the one open now; `reopen()` restarts it on the same data.
 */
export function postTestApp() {
  let env: Awaited<ReturnType<typeof createTestEnv>> | undefined;
  let opened: App | undefined;
  const open = () => env!.open({}, { postsPerWindow: RATE_LIMIT });
  beforeAll(async () => {
    env = await createTestEnv();
    opened = await open();
  });
  afterAll(async () => {
    await opened?.close();
    await env?.dispose();
  });
  const app = () => opened!;
  return {
    app,
    async reopen() {
      await opened!.close();
      opened = await open();
    },
    ...postHelpers(app, () => env!.dir),
  };
}

/** The post tests' helpers, reading the app and data folder their file has open now. */
function postHelpers(app: () => App, dataDir: () => string) {
  return {
    post: (form: FormData) => app().inject({ method: 'POST', url: '/api/vehicles', payload: form }),
    rows: async () =>
      (await app().db.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles'))[0]!.n,
    photoFiles: () => {
      try {
        // Photos only: each ad's link previews (.jpg) are made beside them in the background.
        return readdirSync(join(dataDir(), 'data', 'photos')).filter((name) =>
          name.endsWith('.webp'),
        );
      } catch {
        return [];
      }
    },
  };
}

/** The posted ad as everyone reads it (the poster alone also got its manage token). */
export const published = (response: { json: <T>() => T }): Vehicle => {
  const { manageToken, status, heldBecause, ...ad } = response.json<
    Vehicle & { manageToken: string; status: string; heldBecause: string | null }
  >();
  expect(manageToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
  // Live at once: nothing in these ads is held for a moderator (see admin/held.test.ts).
  expect({ status, heldBecause }).toEqual({ status: 'active', heldBecause: null });
  return ad;
};

/** A 2400×1800 JPEG shot "sideways" (EXIF orientation 6) with GPS coordinates in its EXIF. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 55/1 0/1', GPSLongitudeRef: 'E' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
