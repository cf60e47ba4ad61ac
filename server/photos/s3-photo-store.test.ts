import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import Fastify from 'fastify';
import S3rver from 's3rver';
import type { Db } from '../db/db';
import photoRoutes from '../routes/photos';
import { sweepOrphans } from './orphan-sweep';
import { newPhotoKey } from './photo-store';
import { createS3PhotoStore } from './s3-photo-store';

// An in-process S3 (s3rver) stands in for AWS / MinIO / R2.
let s3rver: S3rver;
let endpoint: string;
const dir = mkdtempSync(join(tmpdir(), 'bikebazaar-s3-'));

beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'photos', configs: [] }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3rver?.close();
  rmSync(dir, { recursive: true, force: true });
});

const config = () => ({
  bucket: 'photos',
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  publicBaseUrl: null,
});

test('stores, streams and deletes photos in the bucket', async () => {
  const store = createS3PhotoStore(config());
  const name = `${newPhotoKey()}.webp`;
  await store.put(name, Buffer.from('webp bytes'));
  const photo = await store.get(name);
  expect(photo?.size).toBe(10);
  expect(await text(photo!.body)).toBe('webp bytes');
  await store.delete(name);
  expect(await store.get(name)).toBeNull();
  await expect(store.put('../escape.webp', Buffer.from('x'))).rejects.toThrow();
});

test('the readiness probe writes to the bucket, and fails when the bucket is not there', async () => {
  await expect(createS3PhotoStore(config()).probe()).resolves.toBeUndefined();
  const missing = createS3PhotoStore({ ...config(), bucket: 'no-such-bucket' });
  await expect(missing.probe()).rejects.toThrow();
});

test('GET /photos streams from the bucket, or redirects to PHOTO_BASE_URL', async () => {
  const store = createS3PhotoStore(config());
  const name = `${newPhotoKey()}-400.webp`;
  await store.put(name, Buffer.from('thumb'));
  const app = Fastify();
  app.decorate('photoStore', store);
  await app.register(photoRoutes);
  const response = await app.inject({ url: `/photos/${name}` });
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe('thumb');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await app.inject({ url: `/photos/${newPhotoKey()}.webp` })).statusCode).toBe(404);
  await app.close();

  const cdn = Fastify();
  const cdnStore = createS3PhotoStore({ ...config(), publicBaseUrl: 'https://cdn.example.com/p/' });
  cdn.decorate('photoStore', cdnStore);
  await cdn.register(photoRoutes);
  const redirect = await cdn.inject({ url: `/photos/${name}` });
  expect(redirect.statusCode).toBe(302);
  expect(redirect.headers.location).toBe(`https://cdn.example.com/p/${name}`);
  await cdn.close();
});

test('the orphan sweep empties the bucket of old photos no ad names', async () => {
  const store = createS3PhotoStore(config());
  const names = [`${newPhotoKey()}.webp`, `${newPhotoKey()}-400.webp`];
  for (const name of names) await store.put(name, Buffer.from('x'));
  const listed: string[] = [];
  for await (const entry of store.list()) listed.push(entry.name);
  expect(listed).toEqual(expect.arrayContaining(names));
  // Every file counts as old (age 0) and the stand-in database names none.
  const db = { engine: 'pglite', query: async () => [] } as unknown as Db;
  expect(await sweepOrphans(db, store, -1000)).toBeGreaterThanOrEqual(2);
  for (const name of names) expect(await store.get(name)).toBeNull();
});
