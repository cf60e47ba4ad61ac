import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { site } from '@/config/site';

/** The bench's server process and the plain requests around the load (not the load itself). */

export function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

export async function startServer(port: number, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      SAMPLE_ADS: 'true',
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes(`${site.name} is running`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return child;
}

export async function stopServer(server: ChildProcess) {
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  await exited;
}

/**
 * autocannon stops sending when its time is up, but the server still works through what the
 * warm-up queued. Waits until a lone request that reaches the database (an id never asked for,
 * so no cache answers it) is answered within 100 ms three times in a row (a queue would hold it for seconds).
 */
export async function drain(base: string) {
  const until = Date.now() + 60_000;
  let quick = 0;
  for (let n = 0; quick < 3 && Date.now() < until; n += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/vehicles/drain-${Date.now()}-${n}`).catch(() => null);
    await response?.arrayBuffer();
    quick = response?.status === 404 && performance.now() - started < 100 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Follows up to `pages` cursors from a list's first page; returns the last page's path. */
export async function followCursor(base: string, path: string, pages: number) {
  let last = path;
  for (let page = 0; page < pages; page += 1) {
    const body = (await (await fetch(`${base}${last}`)).json()) as { nextCursor: string | null };
    if (!body.nextCursor) break;
    last = `${path}&cursor=${body.nextCursor}`;
  }
  return last;
}

export async function postAds(base: string, photo: Buffer, posts: number) {
  let errors = 0;
  let next = 0;
  const ad = {
    type: 'scooters',
    condition: 'Used',
    title: 'Bench post',
    make: 'Honda',
    model: 'Dio',
    year: '2019',
    registerYear: '',
    price: '250000',
    negotiable: false,
    mileageKm: '',
    engineCapacityCc: '',
    transmission: '',
    fuelType: '',
    color: '',
    location: 'Colombo',
    phone: '0712345678',
    heroUrl: '',
    galleryUrls: '',
  };
  const started = Date.now();
  async function worker() {
    while (next < posts) {
      next += 1;
      const form = new FormData();
      form.append('ad', JSON.stringify(ad));
      form.append('hero', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      const response = await fetch(`${base}/api/vehicles`, { method: 'POST', body: form }).catch(
        () => null,
      );
      if (response?.status !== 201) errors += 1;
      await response?.arrayBuffer();
    }
  }
  await Promise.all(Array.from({ length: 10 }, worker));
  return { errors, seconds: (Date.now() - started) / 1000 };
}

export async function total(base: string, query: string): Promise<number> {
  const body = (await (await fetch(`${base}/api/vehicles?${query}&limit=1`)).json()) as {
    total: number;
  };
  return body.total;
}
