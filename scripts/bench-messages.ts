/**
 * Messages across two server instances on one PostgreSQL (issue 46): 500 open streams on
 * instance B, 50 messages a second sent through instance A for 10 s. Prints the send p95 (HTTP
 * POST on A), the p95 time until B's stream has the message (the fan-out: PostgreSQL
 * LISTEN/NOTIFY, then Redis pub/sub when REDIS_URL answers), and B's memory per open stream.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where a throwaway
 * database is made and dropped; REDIS_URL (default redis://127.0.0.1:6379) for the Redis run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { buildAdForm } from '../src/testing/test-vehicle';
import { rssMb, startServer, stopServer } from '../server/bench/bench-server-process';
import { openEventStream } from '../server/testing/event-stream-client';

const STREAMS = 500;
const ADS = 50;
const RATE = 50;
const SECONDS = 10;
const PORT_A = Number(process.env.BENCH_PORT ?? 12_760);
const PORT_B = PORT_A + 1;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? NaN;
};
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** RSS in MB, the median of 9 readings 200 ms apart (a garbage collection moves one reading). */
async function steadyRss(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 9; i += 1) {
    readings.push(rssMb(pid));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return median(readings);
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

function form(values: Record<string, unknown>) {
  const body = new FormData();
  body.append('ad', JSON.stringify(values));
  return body;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function run(fanOut: 'postgres' | 'redis') {
  const name = `bench_messages_${process.pid}_${fanOut}`;
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'bench-messages-')));
  const env = (dir: string) => ({
    DATABASE_URL: url.href,
    DATA_DIR: dir,
    MESSAGE_FANOUT: fanOut,
    ...(fanOut === 'redis' ? { REDIS_URL, REDIS_PREFIX: `${name}:` } : { REDIS_URL: '' }),
    SAMPLE_ADS: 'false',
    ALERTS_INTERVAL_SECONDS: '0',
    POST_RATE_LIMIT: '100000',
    POSTS_PER_PHONE_PER_DAY: '100000',
    DUPLICATE_WINDOW_MS: '0',
    MANAGE_RATE_LIMIT: '1000000',
    MESSAGE_RATE_LIMIT: '1000000',
    MESSAGE_AD_RATE_LIMIT: '1000000',
    THREAD_RATE_LIMIT: '1000000',
    // One address stands for 500 buyers and their sellers here: its budgets must not bind.
    THREAD_AUTH_RATE_LIMIT: '1000000',
  });
  const a = await startServer(PORT_A, env(dirs[0]!));
  const b = await startServer(PORT_B, env(dirs[1]!));
  const baseA = `http://127.0.0.1:${PORT_A}`;
  const baseB = `http://127.0.0.1:${PORT_B}`;
  const streams: Array<Awaited<ReturnType<typeof openEventStream>>> = [];
  try {
    // 50 ads with 10 threads each: 500 conversations, each buyer's stream open on B.
    const ads: Array<{ id: string; manageToken: string }> = [];
    for (let i = 0; i < ADS; i += 1) {
      const values = buildAdForm({ model: `Bench${i}`, title: `Bench ad ${i}` });
      ads.push(
        await json(await fetch(`${baseA}/api/vehicles`, { method: 'POST', body: form(values) })),
      );
    }
    const threads: Array<{ threadId: string; token: string; manageToken: string }> = [];
    for (let i = 0; i < STREAMS; i += 1) {
      const ad = ads[i % ADS]!;
      const started = await json<{ threadId: string; token: string }>(
        await fetch(`${baseA}/api/vehicles/${ad.id}/threads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text: `Hello, is bench ad ${i % ADS} still for sale?` }),
        }),
      );
      threads.push({ ...started, manageToken: ad.manageToken });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = await steadyRss(b.pid!);
    for (const thread of threads) {
      const stream = await openEventStream(`${baseB}/api/threads/${thread.threadId}/events`, {
        authorization: `Bearer ${thread.token}`,
      });
      await stream.until(1); // the buyer's first message: the stream is live
      streams.push(stream);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await steadyRss(b.pid!);

    // 50 a second for 10 s, the seller answering through A; B's streams must show each.
    const sendMs: number[] = [];
    const deliverMs: number[] = [];
    const lagMs: number[] = [];
    const sentAt = new Map<string, number>();
    const waiting: Promise<void>[] = [];
    let errors = 0;
    const why = new Map<string, number>();
    const count = (reason: string) => {
      errors += 1;
      why.set(reason, (why.get(reason) ?? 0) + 1);
    };
    const total = RATE * SECONDS;
    const started = performance.now();
    for (let n = 0; n < total; n += 1) {
      const due = started + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const index = (n * 7) % STREAMS;
      const thread = threads[index]!;
      const stream = streams[index]!;
      const text = `Bench reply ${n}`;
      const seen = stream.events.length;
      const t0 = performance.now();
      sentAt.set(text, t0);
      waiting.push(
        (async () => {
          const response = await fetch(`${baseA}/api/threads/${thread.threadId}/messages`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${thread.manageToken}`,
            },
            body: JSON.stringify({ text }),
          }).catch(() => null);
          const answered = performance.now();
          sendMs.push(answered - t0);
          const body = (await response?.text()) ?? '';
          if (response?.status !== 201) {
            if (!why.size) console.log('  first refusal:', response?.status, body.slice(0, 200));
            count(`HTTP ${response?.status ?? 'no answer'}`);
            return;
          }
          for (let want = seen + 1; ; want += 1) {
            const events = await Promise.race([
              stream.until(want),
              new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
            ]);
            if (!events) {
              count('not on the stream in 10 s');
              return;
            }
            const last = events.at(-1)!;
            if ((JSON.parse(last.data) as { text: string }).text === text) {
              deliverMs.push(performance.now() - t0);
              lagMs.push(Math.max(0, performance.now() - answered));
              return;
            }
          }
        })(),
      );
    }
    await Promise.all(waiting);
    const seconds = (performance.now() - started) / 1000;
    const perStream = ((after - before) * 1024) / STREAMS;
    console.log(
      `messages (${fanOut} fan-out, 2 instances, PostgreSQL): ${STREAMS} open streams on B, ` +
        `${total} messages at ${RATE}/s through A in ${seconds.toFixed(1)} s, ${errors} errors` +
        (errors ? ` (${[...why].map(([reason, n]) => `${n}× ${reason}`).join(', ')})` : ''),
    );
    console.log(
      `  send p95 ${ms(p95(sendMs))} (median ${ms(median(sendMs))}); ` +
        `until B's stream has it: p95 ${ms(p95(deliverMs))}, max ${ms(Math.max(...deliverMs))} (target ≤ 2000 ms); ` +
        `after A answered: p95 ${ms(p95(lagMs))}`,
    );
    console.log(
      `  memory on B: ${before} MB RSS before the streams, ${after} MB with ${STREAMS} open: ` +
        `≈ ${perStream.toFixed(0)} KB per open stream (RSS; a busy machine moves it by ± 10 KB)`,
    );
  } finally {
    for (const stream of streams) stream.close();
    await stopServer(a);
    await stopServer(b);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const only = process.env.BENCH_FANOUT;
if (only !== 'redis') await run('postgres');
if (only === 'postgres') process.exit(0);
if (await redisAnswers()) await run('redis');
else console.log('messages: Redis did not answer at REDIS_URL; the Redis fan-out run is skipped');
