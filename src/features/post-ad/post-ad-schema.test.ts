// @vitest-environment node
import { buildAdForm } from '@/testing/test-vehicle';
import { getPostAdFormSchema, postAdDefaults, type PostAdFormValues } from './post-ad-schema';

test('the form schema reports i18n keys for missing required fields', () => {
  const result = getPostAdFormSchema().safeParse(postAdDefaults);
  expect(result.success).toBe(false);
  const messages = Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
  expect(messages).toEqual({
    make: 'postAd.errors.makeRequired',
    model: 'postAd.errors.modelRequired',
    year: 'postAd.errors.yearRequired',
    location: 'postAd.errors.locationRequired',
    phone: 'postAd.errors.phoneRequired',
  });
});

test('the form schema enforces the limits', () => {
  const issues = (overrides: Partial<PostAdFormValues>) =>
    (getPostAdFormSchema().safeParse(buildAdForm(overrides)).error?.issues ?? []).map(
      (issue) => `${issue.path.join('.')}:${issue.message}`,
    );
  const nextYear = new Date().getFullYear() + 1;
  expect(issues({})).toEqual([]);
  expect(issues({ year: '1949' })).toEqual(['year:postAd.errors.yearInvalid']);
  expect(issues({ year: '1950' })).toEqual([]);
  expect(issues({ year: String(nextYear) })).toEqual([]);
  expect(issues({ year: String(nextYear + 1) })).toEqual(['year:postAd.errors.yearInvalid']);
  expect(issues({ year: '20x9' })).toEqual(['year:postAd.errors.yearInvalid']);
  expect(issues({ registerYear: '1900' })).toEqual(['registerYear:postAd.errors.yearInvalid']);
  expect(issues({ price: '99,999,999' })).toEqual([]);
  expect(issues({ price: '100000000' })).toEqual(['price:postAd.errors.amountInvalid']);
  expect(issues({ price: '-1' })).toEqual(['price:postAd.errors.amountInvalid']);
  expect(issues({ mileageKm: '12.5' })).toEqual(['mileageKm:postAd.errors.amountInvalid']);
  expect(issues({ engineCapacityCc: '10001' })).toEqual([
    'engineCapacityCc:postAd.errors.engineInvalid',
  ]);
  expect(issues({ phone: '12345' })).toEqual(['phone:postAd.errors.phoneInvalid']);
  // Invisible characters alone are not a make or a model.
  expect(issues({ make: '\u200b', model: '\u200b\ufeff' })).toEqual([
    'make:postAd.errors.makeRequired',
    'model:postAd.errors.modelRequired',
  ]);
  // Sri Lankan numbers written with the trunk 0 after +94 are accepted.
  expect(issues({ phone: '+94 071 234 5678' })).toEqual([]);
  expect(issues({ phone: '+94 (0)71 234 5678' })).toEqual([]);
  expect(issues({ heroUrl: 'javascript:alert(1)' })).toEqual(['heroUrl:postAd.errors.urlInvalid']);
  expect(issues({ heroUrl: 'https://example.lk/a.jpg' })).toEqual([]);
  expect(issues({ galleryUrls: 'https://a.lk/1.jpg, ftp://a.lk/2.jpg' })).toEqual([
    'galleryUrls:postAd.errors.galleryUrlInvalid',
  ]);
  expect(
    issues({
      galleryUrls: Array.from({ length: 13 }, (_, i) => `https://a.lk/${i}.jpg`).join('\n'),
    }),
  ).toEqual(['galleryUrls:postAd.errors.galleryTooMany']);
  expect(issues({ make: 'x'.repeat(41) })).toEqual(['make:postAd.errors.tooLong']);
  expect(issues({ title: 'x'.repeat(121) })).toEqual(['title:postAd.errors.tooLong']);
  expect(issues({ make: '   ' })).toEqual(['make:postAd.errors.makeRequired']);
});
