import { COMPARE_MAX, isAdId, parseCompareIds } from './compare-ids';
import { getSampleVehicles } from '@/data/sample-vehicles';

test('up to three ad ids, in the order given', () => {
  expect(parseCompareIds('honda-dio-2022-colombo,ad-2')).toEqual({
    ok: true,
    ids: ['honda-dio-2022-colombo', 'ad-2'],
  });
  expect(parseCompareIds('a,b,c')).toEqual({ ok: true, ids: ['a', 'b', 'c'] });
  expect(COMPARE_MAX).toBe(3);
});

test('nothing, an empty value and stray commas make an empty comparison', () => {
  expect(parseCompareIds(null)).toEqual({ ok: true, ids: [] });
  expect(parseCompareIds('')).toEqual({ ok: true, ids: [] });
  expect(parseCompareIds('a,, b ,')).toEqual({ ok: true, ids: ['a', 'b'] });
});

test('more than three, a repeated id or a garbage id is refused, each with its reason', () => {
  expect(parseCompareIds('a,b,c,d')).toEqual({ ok: false, error: 'tooMany' });
  expect(parseCompareIds('a,b,a')).toEqual({ ok: false, error: 'duplicate' });
  expect(parseCompareIds('a,<script>')).toEqual({ ok: false, error: 'invalid' });
  expect(parseCompareIds('../etc/passwd')).toEqual({ ok: false, error: 'invalid' });
  expect(parseCompareIds('-a')).toEqual({ ok: false, error: 'invalid' });
  expect(parseCompareIds('x'.repeat(201))).toEqual({ ok: false, error: 'invalid' });
  // Garbage is named first: a long list of junk is "not an ad", not "too many".
  expect(parseCompareIds('a,b,c,d,é')).toEqual({ ok: false, error: 'invalid' });
});

test('every sample ad and a posted ad id count as ad ids', () => {
  for (const vehicle of getSampleVehicles()) expect(isAdId(vehicle.id), vehicle.id).toBe(true);
  expect(isAdId('tvs-ntorq-125-1732000000000-a1b2c3')).toBe(true);
  expect(isAdId(42)).toBe(false);
  expect(isAdId('')).toBe(false);
});
