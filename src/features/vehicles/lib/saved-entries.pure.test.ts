import { buildVehicle } from '@/testing/test-vehicle';
import { savedEntries, type RemoteAnswer } from './saved-entries';

const here = buildVehicle({ id: 'here' });
const there = buildVehicle({ id: 'there' });

test('on a static host an id this browser does not have is gone', () => {
  expect(savedEntries(['here', 'gone'], [here], new Map(), false)).toEqual([
    { id: 'here', status: 'found', vehicle: here },
    { id: 'gone', status: 'gone' },
  ]);
});

test("served by the server, the server's answer decides, in the saved order", () => {
  const remote = new Map<string, RemoteAnswer>([
    ['there', there],
    ['gone', null],
    ['offline', 'failed'],
  ]);
  const ids = ['waiting', 'offline', 'gone', 'there', 'here'];
  expect(savedEntries(ids, [here], remote, true).map((entry) => entry.status)).toEqual([
    'loading',
    'failed',
    'gone',
    'found',
    'found',
  ]);
});
