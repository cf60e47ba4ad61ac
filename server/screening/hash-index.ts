/** 32-bit population count (the classic SWAR sum), exact for any int32. */
function popcount32(value: number): number {
  let x = value - ((value >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export type NearHash = { seq: number; distance: number };

/** In memory: one pass over 300,000 hashes takes 1–2 ms; bit_count in SQL took tens. */
export function createHashIndex() {
  let high = new Int32Array(1024);
  let low = new Int32Array(1024);
  let seqs = new Float64Array(1024);
  let size = 0;
  let last = 0;

  function grow() {
    const more = (array: Int32Array) => {
      const next = new Int32Array(array.length * 2);
      next.set(array);
      return next;
    };
    high = more(high);
    low = more(low);
    const nextSeqs = new Float64Array(seqs.length * 2);
    nextSeqs.set(seqs);
    seqs = nextSeqs;
  }

  return {
    get last() {
      return last;
    },
    get size() {
      return size;
    },
    add(rows: ReadonlyArray<{ seq: number; hash: bigint }>) {
      for (const row of rows) {
        if (row.seq <= last) continue;
        if (size === high.length) grow();
        high[size] = Number(BigInt.asIntN(32, row.hash >> 32n));
        low[size] = Number(BigInt.asIntN(32, row.hash));
        seqs[size] = row.seq;
        size += 1;
        last = row.seq;
      }
    },
    near(hash: bigint, max: number, limit = 200): NearHash[] {
      const h = Number(BigInt.asIntN(32, hash >> 32n));
      const l = Number(BigInt.asIntN(32, hash));
      const found: NearHash[] = [];
      for (let i = 0; i < size; i += 1) {
        const distance = popcount32(high[i]! ^ h) + popcount32(low[i]! ^ l);
        if (distance <= max) found.push({ seq: seqs[i]!, distance });
      }
      return found.sort((a, b) => a.distance - b.distance).slice(0, limit);
    },
  };
}
