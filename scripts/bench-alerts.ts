/** Push alert job at scale (10,000 searches, 1,000 new ads, pushes counted). Target ≤ 10 s. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAlertCycle, type Send } from '../server/alerts/alert-job';
import { createAlertsRepository } from '../server/alerts/alerts-repository';
import { BENCH_LOCATIONS, benchAds } from '../server/bench/bench-data';
import { migrate } from '../server/db/migrate';
import { openDb } from '../server/db/open-db';
import { seedSampleVehicles } from '../server/vehicles/seed';
import { insertVehicles } from '../server/vehicles/vehicle-repository';

const SEARCHES = 10_000;
const NEW_ADS = 1_000;
const TARGET_MS = 10_000;
const MAKES = ['Honda', 'Yamaha', 'Bajaj', 'TVS', 'Suzuki', 'Hero'];

function searchQuery(i: number): { type: string; query: string } {
  const params = new URLSearchParams();
  if (i % 2 === 0) params.set('make', MAKES[i % MAKES.length]!);
  if (i % 3 === 0) params.set('location', BENCH_LOCATIONS[i % BENCH_LOCATIONS.length]!);
  if (i % 5 === 0) params.set('priceMax', String(150_000 + (i % 40) * 25_000));
  if (i % 7 === 0) params.set('yearMin', String(2010 + (i % 12)));
  if (i % 11 === 0) params.set('q', ['pulsar', 'dio', 'fz', 'ntorq', 'scooter'][i % 5]!);
  return { type: ['all', 'scooters', 'sport', 'all'][i % 4]!, query: params.toString() };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-alerts-'));
const db = await openDb({ databaseUrl: process.env.DATABASE_URL || null, dataDir });
try {
  await migrate(db, [seedSampleVehicles]);
  const repository = createAlertsRepository(db);
  await repository.claimEvents(1_000_000);
  const searches = Array.from({ length: SEARCHES }, (_, i) => searchQuery(i));
  await db.query(
    `INSERT INTO push_subscriptions (endpoint, p256dh, auth, lang)
     SELECT 'https://push.example/' || i, 'key', 'auth', 'en' FROM generate_series(1, $1) AS i`,
    [SEARCHES],
  );
  await db.query(
    `INSERT INTO push_searches (subscription_id, search_id, type, query)
     SELECT s.id, 'search-' || s.id, m.type, m.query
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS m(type, query, n)
     JOIN push_subscriptions s ON s.endpoint = 'https://push.example/' || m.n`,
    [searches.map((s) => s.type), searches.map((s) => s.query)],
  );
  const ads = benchAds(NEW_ADS).map((ad) => ({ ...ad, id: `${ad.id}-new` }));
  await insertVehicles(db, ads);

  let pushes = 0;
  const send: Send = async () => {
    pushes += 1;
    return 'sent';
  };
  const log = { warn: (object: object, message: string) => console.warn(message, object) };
  const started = performance.now();
  const result = await runAlertCycle(createAlertsRepository(db), send, log);
  const ms = performance.now() - started;
  console.log(
    `alert job (${db.engine}): ${SEARCHES.toLocaleString('en')} saved searches × ` +
      `${result.events.toLocaleString('en')} new ads → ${pushes.toLocaleString('en')} pushes in ` +
      `${(ms / 1000).toFixed(2)} s (target ≤ ${TARGET_MS / 1000} s) ${ms <= TARGET_MS ? 'OK' : 'SLOW'}`,
  );
  if (ms > TARGET_MS) process.exitCode = 1;
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
