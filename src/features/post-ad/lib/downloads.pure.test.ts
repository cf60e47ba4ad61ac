// @vitest-environment node
import { parseVehicle, type VehicleInput } from '@/domain/vehicles/vehicle-schema';
import { buildAdForm } from '@/testing/test-vehicle';
import { buildVehicleFromForm } from '@/domain/vehicles/build-vehicle';
import { buildAdModule, buildAdSnippet, buildMergedListFile, buildUserAdsFile } from './downloads';

const ad: VehicleInput = buildVehicleFromForm(
  buildAdForm({
    title: 'ශ්\u200Dරී "Dio" </script> \u2028 `${x}` \\ end',
    price: '450,000',
    location: 'කොළඹ',
    galleryUrls: 'https://a.lk/1.jpg',
  }),
  { hero: 'data:image/webp;base64,SEVSTw==', gallery: ['data:image/jpeg;base64,RzE='] },
  new Date('2024-11-21T10:20:00.000Z'),
  () => 0.25,
);

function evaluate(expression: string): unknown {
  return new Function(`"use strict"; return (${expression});`)();
}

test('the .js module is export default {...}; and round-trips the ad', () => {
  const file = buildAdModule(ad);
  expect(file.fileName).toBe(`${ad.id}.js`);
  expect(file.mimeType).toBe('text/javascript');
  const match = /^export default ([\s\S]*);\n$/.exec(file.text);
  expect(match).not.toBeNull();
  expect(JSON.parse(match![1]!)).toEqual(ad);
  expect(evaluate(match![1]!)).toEqual(ad);
  expect(parseVehicle(JSON.parse(match![1]!))).not.toBeNull();
});

test('the object snippet is a JS object literal that round-trips the ad', () => {
  const file = buildAdSnippet(ad);
  expect(file.fileName).toBe(`${ad.id}-snippet.txt`);
  expect(file.text.startsWith('{\n  id: ')).toBe(true);
  expect(evaluate(file.text)).toEqual(ad);
  expect(file.text).toContain('\u200D');
});

test('the snippet quotes keys that are not identifiers and keeps empty lists', () => {
  const value = { id: 'x', 'odd-key': 1, list: [], nested: { a: [1, 'b'] }, nothing: null };
  const text = buildAdSnippet(value).text;
  expect(text).toContain('"odd-key": 1');
  expect(text).toContain('list: []');
  expect(evaluate(text)).toEqual(value);
});

test('the user ads and merged list files are JSON that round-trips', () => {
  const other = { ...ad, id: 'yamaha-fz-1-aaaaaa', title: 'Yamaha FZ' };
  const userFile = buildUserAdsFile([other, ad]);
  expect(userFile.fileName).toBe('user-vehicles.json');
  expect(userFile.mimeType).toBe('application/json');
  expect(JSON.parse(userFile.text)).toEqual([other, ad]);

  const merged = buildMergedListFile([{ id: 'sample-1' }, other, ad]);
  expect(merged.fileName).toBe('vehicles-with-samples.json');
  expect(JSON.parse(merged.text)).toEqual([{ id: 'sample-1' }, other, ad]);
});

test('file names never carry path characters', () => {
  expect(buildAdModule({ id: '../../etc/passwd' }).fileName).toBe('------etc-passwd.js');
});
