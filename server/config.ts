import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { parsePublicUrl } from '@/config/public-url';
import type { PushStandIn } from './alerts/push-endpoints';
import { AD_LIFETIME_DAYS } from './vehicles/vehicle-repository';

const whole = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || null);
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** proxy-addr's names for ranges, besides addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** The README's table of variables is checked against these keys (config.pure.test.ts). */
export const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PUBLIC_URL: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => parsePublicUrl(value) !== null,
        'must be an http(s) origin without a path, like https://bikebazaar.lk',
      )
      .nullable(),
  ),
  PORT: whole(8080).pipe(z.number().max(65_535)),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DIST_DIR: z.string().min(1).default('dist'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .nullable(),
  ),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .nullable(),
  ),
  REDIS_PREFIX: z.string().default('bikebazaar:'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: flag,
  PHOTO_BASE_URL: optionalText,
  // Only named proxies: `true` or a hop count would believe X-Forwarded-For from any client that
  // reaches the port directly, and hand it a fresh rate-limit budget per forged address.
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((raw) =>
      raw === 'false'
        ? []
        : raw
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
    )
    .refine(
      (entries) => entries.every(isProxyAddress),
      "must list the proxies' addresses or CIDRs, comma-separated (like 10.0.0.0/8,127.0.0.1), or loopback; true and hop counts are refused",
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_PASSWORD: optionalText.refine(
    (value) => value === null || [...value].length >= 12,
    'must be at least 12 characters',
  ),
  ADMIN_SESSION_HOURS: whole(12, 1),
  POST_RATE_LIMIT: whole(20),
  POST_RATE_WINDOW_MS: whole(24 * 60 * 60_000),
  POSTS_PER_PHONE_PER_DAY: whole(5),
  DUPLICATE_WINDOW_MS: whole(24 * 60 * 60_000),
  MANAGE_RATE_LIMIT: whole(60),
  REPORT_RATE_LIMIT: whole(10),
  ADMIN_LOGIN_RATE_LIMIT: whole(5),
  MESSAGE_RATE_LIMIT: whole(20),
  MESSAGE_AD_RATE_LIMIT: whole(200),
  THREAD_RATE_LIMIT: whole(20),
  THREAD_AUTH_RATE_LIMIT: whole(30),
  MESSAGE_FANOUT: z.enum(['auto', 'postgres', 'redis', 'local']).default('auto'),
  METRICS_TOKEN: optionalText.refine(
    (value) => value === null || value.length >= 16,
    'must be at least 16 characters',
  ),
  SAMPLE_ADS: flag,
  BACKUP_DIR: z.string().min(1).default('./backups'),
  LIST_CACHE_SECONDS: whole(5),
  PAGE_CACHE_SECONDS: whole(60),
  AD_LIFETIME_DAYS: whole(AD_LIFETIME_DAYS, 1),
  ALERTS_INTERVAL_SECONDS: whole(60),
  DB_QUERY_TIMEOUT_MS: whole(5_000),
});

export type EnvName = keyof z.input<typeof envSchema>;

export type S3Config = {
  bucket: string;
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  publicBaseUrl: string | null;
};

export type Config = ReturnType<typeof toConfig>;

/** The server's own origin, for links when no PUBLIC_URL is set. */
export const ownOrigin = (port: number) => `http://127.0.0.1:${port}`;

function toConfig(env: z.output<typeof envSchema>) {
  return {
    /**
     * Origin of every absolute link, no trailing slash. Without PUBLIC_URL (never in production)
     * this server's own: `app.ts` sets the port it really got once it listens (PORT=0 takes a
     * free one), so code that makes a link reads it then, not at start.
     */
    publicUrl: env.PUBLIC_URL ? parsePublicUrl(env.PUBLIC_URL)! : ownOrigin(env.PORT),
    /** No PUBLIC_URL: `publicUrl` follows the port the server listens on. */
    publicUrlIsOwn: !env.PUBLIC_URL,
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    distDir: resolve(env.DIST_DIR),
    /** postgres://… → PostgreSQL through pg; null → embedded PGlite in `<dataDir>/db`. */
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL as string,
    s3: env.S3_BUCKET
      ? ({
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          publicBaseUrl: env.PHOTO_BASE_URL,
        } satisfies S3Config as S3Config)
      : null,
    adminPassword: env.ADMIN_PASSWORD,
    adminSessionMs: env.ADMIN_SESSION_HOURS * 60 * 60_000,
    limits: {
      postsPerWindow: env.POST_RATE_LIMIT,
      postWindowMs: env.POST_RATE_WINDOW_MS,
      postsPerPhonePerDay: env.POSTS_PER_PHONE_PER_DAY,
      /** 0: the duplicate check is off. */
      duplicateWindowMs: env.DUPLICATE_WINDOW_MS,
      managePerWindow: env.MANAGE_RATE_LIMIT,
      reportsPerHour: env.REPORT_RATE_LIMIT,
      adminLoginsPerWindow: env.ADMIN_LOGIN_RATE_LIMIT,
      /** Messages one sender (a thread's side) may send per 10 minutes. */
      messagesPerSender: env.MESSAGE_RATE_LIMIT,
      /** Messages in all of one ad's threads per hour. */
      messagesPerAd: env.MESSAGE_AD_RATE_LIMIT,
      /** New threads one address may start per day. */
      threadsPerDay: env.THREAD_RATE_LIMIT,
      /** Requests with a thread token per address per 10 minutes that did not match. */
      threadAuthFailures: env.THREAD_AUTH_RATE_LIMIT,
      photoBytes: 15 * 1024 * 1024,
      postBytes: 60 * 1024 * 1024,
      adFieldBytes: 64 * 1024,
      photoPixels: 40_000_000,
      photoConcurrency: Math.max(1, Math.min(4, availableParallelism())),
      /** The sitemap protocol's maximum. */
      sitemapUrls: 50_000,
    },
    /** Seconds a list page, total or ad may be answered from memory (0 = never). */
    listCacheSeconds: env.LIST_CACHE_SECONDS,
    /** Seconds a rendered page may be answered from memory (0 = never); writes empty it. */
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    adLifetimeDays: env.AD_LIFETIME_DAYS,
    /** Bearer token for GET /metrics; null: /metrics is 404. */
    metricsToken: env.METRICS_TOKEN,
    /** Store the demo's sample ads on first start (once; a later start without it keeps them). */
    sampleAds: env.SAMPLE_ADS,
    backupDir: resolve(env.BACKUP_DIR),
    /** Milliseconds a PostgreSQL statement may take before it fails with a 503 (0: no limit). */
    dbQueryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
    /** Seconds between passes of the push alert job (0: this instance runs none). */
    alertsIntervalSeconds: env.ALERTS_INTERVAL_SECONDS,
    /** How messages reach other instances' streams (auto: PostgreSQL, else Redis, else none). */
    messageFanOut: env.MESSAGE_FANOUT,
    /** Tests' stand-in push service on loopback: the one origin let through, and its CA. */
    pushStandIn: null as PushStandIn | null,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema
    .superRefine((value, context) => {
      // Links in pages, previews and the sitemap must never name a development address.
      if (value.NODE_ENV === 'production' && !value.PUBLIC_URL) {
        context.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message:
            "is required in production: the site's public origin, like https://bikebazaar.lk",
        });
      }
    })
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return toConfig(parsed.data);
}
