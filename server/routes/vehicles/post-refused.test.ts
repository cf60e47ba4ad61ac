import sharp from 'sharp';
import { buildAdForm } from '@/testing/test-vehicle';
import { postForm } from '../../testing/test-app';
import { jpegWithGps, postTestApp } from './post-test-harness';

// Posts the server refuses: each answered with a clear error, storing no row and no photo.

const { app, post, rows, photoFiles } = postTestApp();

describe('bad posts are refused and store nothing', () => {
  const cases: Array<[string, () => Promise<FormData>, number, object]> = [
    [
      'malformed JSON',
      async () => postForm('{"make": "Honda",'),
      400,
      { code: 'bad_request', fields: { ad: 'server.errors.adInvalid' } },
    ],
    [
      'no ad field',
      async () => new FormData(),
      400,
      { code: 'bad_request', fields: { ad: 'server.errors.adRequired' } },
    ],
    ['JSON that is not an object', async () => postForm('[1,2]'), 400, { code: 'validation' }],
    [
      'wrong types',
      async () => postForm({ ...buildAdForm(), year: 2019, negotiable: 'yes' }),
      400,
      {
        code: 'validation',
        fields: { year: 'server.errors.invalidValue', negotiable: 'server.errors.invalidValue' },
      },
    ],
    [
      'missing required fields',
      async () => postForm({ ...buildAdForm(), make: ' ', phone: '123' }),
      400,
      {
        code: 'validation',
        fields: { make: 'postAd.errors.makeRequired', phone: 'postAd.errors.phoneInvalid' },
      },
    ],
    [
      'a 10,000-character description',
      async () => postForm(buildAdForm({ description: 'x'.repeat(10_000) })),
      400,
      { code: 'validation', fields: { description: 'postAd.errors.tooLong' } },
    ],
    [
      'a price of 0, a register year before the model year, an http photo address',
      async () =>
        postForm(
          buildAdForm({
            price: '0',
            year: '2019',
            registerYear: '2017',
            heroUrl: 'http://example.com/a.jpg',
            galleryUrls: 'http://example.com/b.jpg',
          }),
        ),
      400,
      {
        code: 'validation',
        fields: {
          price: 'postAd.errors.priceInvalid',
          registerYear: 'postAd.errors.registerYearBeforeYear',
          heroUrl: 'postAd.errors.urlInvalid',
          galleryUrls: 'postAd.errors.galleryUrlInvalid',
        },
      },
    ],
    [
      'a 10 MB string',
      async () => postForm({ ...buildAdForm(), make: 'x'.repeat(10_000_000) }),
      413,
      { code: 'too_large' },
    ],
    [
      'a text file named .jpg',
      async () =>
        postForm(buildAdForm(), [
          { field: 'hero', name: 'car.jpg', data: Buffer.from('hello, not a photo') },
        ]),
      422,
      { code: 'photo_invalid', file: 'car.jpg', fields: { hero: 'server.errors.photoInvalid' } },
    ],
    [
      'a 50-megapixel image',
      async () => {
        const data = await sharp({
          create: { width: 10_000, height: 5_000, channels: 3, background: '#000' },
        })
          .png({ compressionLevel: 1 })
          .toBuffer();
        return postForm(buildAdForm(), [
          { field: 'gallery', name: 'huge.png', data, type: 'image/png' },
        ]);
      },
      422,
      {
        code: 'photo_too_large',
        file: 'huge.png',
        fields: { gallery: 'server.errors.photoTooLarge' },
      },
    ],
    [
      'a good photo next to a bad one',
      async () =>
        postForm(buildAdForm(), [
          { field: 'hero', name: 'ok.jpg', data: await jpegWithGps() },
          { field: 'gallery', name: '../../etc/passwd', data: Buffer.from('root:x:0:0') },
        ]),
      422,
      { code: 'photo_invalid', file: 'passwd' }, // the multipart reader drops the path,
    ],
  ];
  test.each(cases)('%s', async (_name, form, status, body) => {
    const [rowsBefore, photosBefore] = [await rows(), photoFiles().length];
    const response = await post(await form());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ message: expect.any(String), ...body });
    expect(await rows()).toBe(rowsBefore);
    expect(photoFiles()).toHaveLength(photosBefore);
    expect((await app().inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

test('a post that is not multipart, and an address too long for the server, get JSON errors', async () => {
  const json = await app().inject({ method: 'POST', url: '/api/vehicles', payload: { make: 'x' } });
  expect(json.statusCode).toBe(415);
  expect(json.json()).toMatchObject({ code: 'bad_request' });
  await app().listen({ port: 0, host: '127.0.0.1' });
  const { port } = app().server.address() as { port: number };
  const huge = await fetch(`http://127.0.0.1:${port}/api/vehicles?q=${'a'.repeat(20_000)}`);
  expect(huge.status).toBe(431);
  expect(await huge.json()).toMatchObject({ code: 'too_large' });
});
