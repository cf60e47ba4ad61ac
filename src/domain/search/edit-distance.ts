/** Optimal-string-alignment distance; stops at `max + 1` so checking every name stays cheap. */
export function damerauLevenshtein(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length === 0 || b.length === 0) return Math.min(Math.max(a.length, b.length), max + 1);
  const width = b.length + 1;
  if (rows.length < width * 3) rows = new Int32Array(width * 6);
  // Three rows in one buffer, used in turn: two back (for a swap), the last, the current.
  for (let j = 0; j < width; j += 1) rows[width + j] = j;
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let i = 1; i <= a.length; i += 1) {
    rows[current] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        rows[previous + j]! + 1,
        rows[current + j - 1]! + 1,
        rows[previous + j - 1]! + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, rows[before + j - 2]! + 1);
      }
      rows[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(rows[previous + width - 1]!, max + 1);
}

let rows = new Int32Array(96);
