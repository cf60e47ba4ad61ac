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
  expect(issues({ price: '100000000' })).toEqual(['price:postAd.errors.priceInvalid']);
  expect(issues({ price: '-1' })).toEqual(['price:postAd.errors.priceInvalid']);
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

const issuesOf = (overrides: Partial<PostAdFormValues>) =>
  (getPostAdFormSchema().safeParse(buildAdForm(overrides)).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}:${issue.message}`,
  );

test('a price must be above 0; Negotiable (an empty price) stays allowed', () => {
  expect(issuesOf({ price: '0' })).toEqual(['price:postAd.errors.priceInvalid']);
  expect(issuesOf({ price: '0,000' })).toEqual(['price:postAd.errors.priceInvalid']);
  expect(issuesOf({ price: '1' })).toEqual([]);
  expect(issuesOf({ price: '', negotiable: true })).toEqual([]);
  expect(issuesOf({ price: '' })).toEqual([]);
  // Mileage may still be 0 (a new bike).
  expect(issuesOf({ mileageKm: '0' })).toEqual([]);
});

test('a register year earlier than the model year is refused at the register year', () => {
  expect(issuesOf({ year: '2019', registerYear: '2018' })).toEqual([
    'registerYear:postAd.errors.registerYearBeforeYear',
  ]);
  expect(issuesOf({ year: '2019', registerYear: '2019' })).toEqual([]);
  expect(issuesOf({ year: '2019', registerYear: '2021' })).toEqual([]);
  expect(issuesOf({ year: '2019', registerYear: '' })).toEqual([]);
  // Shown together with the other fields' messages, not only once they are fixed.
  expect(issuesOf({ year: '2019', registerYear: '2018', make: '' })).toEqual([
    'make:postAd.errors.makeRequired',
    'registerYear:postAd.errors.registerYearBeforeYear',
  ]);
  // A year that is itself invalid gets only its own message.
  expect(issuesOf({ year: '2019', registerYear: '1900' })).toEqual([
    'registerYear:postAd.errors.yearInvalid',
  ]);
});

test('photo addresses must be https, as the hint says', () => {
  expect(issuesOf({ heroUrl: 'http://example.lk/a.jpg' })).toEqual([
    'heroUrl:postAd.errors.urlInvalid',
  ]);
  expect(issuesOf({ galleryUrls: 'https://a.lk/1.jpg\nhttp://a.lk/2.jpg' })).toEqual([
    'galleryUrls:postAd.errors.galleryUrlInvalid',
  ]);
  expect(
    issuesOf({ heroUrl: 'https://example.lk/a.jpg', galleryUrls: 'https://a.lk/1.jpg' }),
  ).toEqual([]);
});

test('the description is optional, up to 3,000 characters after trimming', () => {
  expect(issuesOf({ description: '' })).toEqual([]);
  expect(issuesOf({ description: `Line one\n\nLine two <b>ok</b> 🏍️` })).toEqual([]);
  expect(issuesOf({ description: `  ${'x'.repeat(3_000)}\n\n` })).toEqual([]);
  expect(issuesOf({ description: 'x'.repeat(3_001) })).toEqual([
    'description:postAd.errors.tooLong',
  ]);
  expect(issuesOf({ description: 'x'.repeat(10_000) })).toEqual([
    'description:postAd.errors.tooLong',
  ]);
});
