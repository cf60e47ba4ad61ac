// Times reading 10,000 ads in Node (median of 15 passes, after 3 warm-up passes):
//   stored ads   readStoredVehicle, how the list reads a visitor's own ads from localStorage
//   schema       the vehicle schema (zod/mini, no JIT as under our CSP), how server answers are read
// A cheap phone is about 4–8× slower than a desktop core. Usage: node scripts/bench-parse.mjs
import { tsImport } from 'tsx/esm/api';
import { AD_COUNT, generateAds } from './bench/vehicle-ads.mjs';

const { readStoredVehicle } = await tsImport(
  '../src/domain/vehicles/read-stored-vehicle.ts',
  import.meta.url,
);
const { parseVehicle } = await tsImport(
  '../src/domain/vehicles/vehicle-schema.ts',
  import.meta.url,
);

// As localStorage gives them: fresh objects from JSON.
const ads = JSON.parse(JSON.stringify(generateAds()));

function time(name, read) {
  const times = [];
  for (let pass = 0; pass < 18; pass += 1) {
    const start = performance.now();
    let read_ = 0;
    for (const ad of ads) if (read(ad)) read_ += 1;
    times.push(performance.now() - start);
    if (read_ !== ads.length) throw new Error(`${name}: read ${read_} of ${ads.length}`);
  }
  const kept = times.slice(3).sort((a, b) => a - b);
  console.log(`${name.padEnd(12)} ${kept[7].toFixed(1).padStart(7)} ms for ${AD_COUNT} ads`);
}

time('stored ads', readStoredVehicle);
time('schema', parseVehicle);
