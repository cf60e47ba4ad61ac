import { hammingDistance } from './photo-hash';
import { createHashIndex } from './hash-index';

test('the index finds exactly the hashes within the distance, nearest first', () => {
  const index = createHashIndex();
  let state = 0x9e3779b97f4a7c15n;
  const random = () => {
    state = BigInt.asUintN(64, state * 6364136223846793005n + 1442695040888963407n);
    return BigInt.asIntN(64, state);
  };
  const hashes = Array.from({ length: 3000 }, (_, i) => ({ seq: i + 1, hash: random() }));
  const probe = hashes[1234]!.hash;
  // Near copies of the probe: 1, 7, 10 and 11 bits flipped (the sign bit among them).
  const flips = [1n, 0x7fn, 0x8000_0000_0000_01ffn, 0x8000_0000_0000_03ffn];
  hashes.push(
    ...flips.map((mask, i) => ({ seq: 4000 + i, hash: BigInt.asIntN(64, probe ^ mask) })),
  );
  index.add(hashes);
  index.add([{ seq: 5, hash: probe }]); // already held: ignored
  const near = index.near(probe, 10);
  const expected = hashes
    .map(({ seq, hash }) => ({ seq, distance: hammingDistance(probe, hash) }))
    .filter((row) => row.distance <= 10)
    .sort((a, b) => a.distance - b.distance);
  expect(near).toEqual(expected);
  expect(near.map((row) => row.distance)).toEqual([0, 1, 7, 10]);
  expect(index.size).toBe(3004);
  expect(index.last).toBe(4003);
});
