// How many islands (./island.tsx) on the page still wait for their code.
let holding = 0;
const waiting = new Set<() => void>();

/** An island waiting for its code; the returned function says it is live (or gone). */
export function hold(): () => void {
  holding += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holding -= 1;
    if (holding > 0) return;
    const run = [...waiting];
    waiting.clear();
    run.forEach((callback) => callback());
  };
}

/** Runs `callback` once no island on the page is waiting for its code (at once if none is). */
export function whenIslandsLive(callback: () => void): () => void {
  if (holding === 0) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => void waiting.delete(callback);
}
