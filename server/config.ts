import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { AD_LIFETIME_DAYS } from './vehicles/vehicle-repository';

/** Everything the server reads from its environment, in one typed object (see README "Server"). */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  /** postgres://… → PostgreSQL through pg; unset → embedded PGlite in `<dataDir>/db`. */
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Prefix of this deployment's keys in Redis (rate-limit counters). */
  redisPrefix: string;
  /** Fastify's trustProxy: false, true, a hop count or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string;
  logLevel: string;
  s3: S3Config | null;
  /**
   * The moderators' password (ADMIN_PASSWORD, at least 12 characters); null: no admin page and no
   * /api/admin routes (404).
   */
  adminPassword: string | null;
  /** How long an admin session lasts after logging in. */
  adminSessionMs: number;
  limits: {
    /** Posts per IP per window. */
    postsPerWindow: number;
    postWindowMs: number;
    /** Ads one phone number may post in 24 hours. */
    postsPerPhonePerDay: number;
    /** A second ad with the same phone, make, model and price within this time is refused (0: off). */
    duplicateWindowMs: number;
    /** Manage-link requests per client address per 10 minutes. */
    managePerWindow: number;
    /** Reports per client address per hour. */
    reportsPerHour: number;
    /** Admin login attempts per client address per 15 minutes (right or wrong). */
    adminLoginsPerWindow: number;
    photoBytes: number;
    /** All files of one post together. */
    postBytes: number;
    /** The `ad` text field. */
    adFieldBytes: number;
    photoPixels: number;
    /** Photos processed at once by sharp. */
    photoConcurrency: number;
  };
  /**
   * Seconds a list page or total, or an ad by id, may be served from memory (0 = never): see
   * vehicle-repository.ts. This instance's own posts clear it at once.
   */
  listCacheSeconds: number;
  /** Days an ad stays up after posting or renewal (AD_LIFETIME_DAYS, issue 16). */
  adLifetimeDays: number;
};

export type S3Config = {
  bucket: string;
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  /** Photos are redirected here instead of streamed through the server when set. */
  publicBaseUrl: string | null;
};

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

function trustProxyOf(raw: string | undefined): Config['trustProxy'] {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

function adminPasswordOf(raw: string | undefined): string | null {
  if (!raw) return null;
  if ([...raw].length < 12) throw new Error('ADMIN_PASSWORD must be at least 12 characters');
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  const bucket = env.S3_BUCKET || '';
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    dataDir,
    distDir: resolve(env.DIST_DIR || 'dist'),
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'bikebazaar:',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    adminPassword: adminPasswordOf(env.ADMIN_PASSWORD),
    adminSessionMs: int(env, 'ADMIN_SESSION_HOURS', 12) * 60 * 60_000,
    s3: bucket
      ? {
          bucket,
          endpoint: env.S3_ENDPOINT || null,
          region: env.S3_REGION || 'us-east-1',
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
          publicBaseUrl: env.PHOTO_BASE_URL || null,
        }
      : null,
    limits: {
      // Issue 16: at most 20 ads a day from one address, 5 a day per phone number.
      postsPerWindow: int(env, 'POST_RATE_LIMIT', 20),
      postWindowMs: int(env, 'POST_RATE_WINDOW_MS', 24 * 60 * 60_000),
      postsPerPhonePerDay: int(env, 'POSTS_PER_PHONE_PER_DAY', 5),
      duplicateWindowMs: int(env, 'DUPLICATE_WINDOW_MS', 24 * 60 * 60_000),
      // Owner actions with a manage link, per client address: token guessing stops early.
      managePerWindow: int(env, 'MANAGE_RATE_LIMIT', 60),
      reportsPerHour: int(env, 'REPORT_RATE_LIMIT', 10),
      // Password guessing stops after 5 tries; the right password is refused too until then.
      adminLoginsPerWindow: int(env, 'ADMIN_LOGIN_RATE_LIMIT', 5),
      photoBytes: 15 * 1024 * 1024,
      postBytes: 60 * 1024 * 1024,
      adFieldBytes: 64 * 1024,
      photoPixels: 40_000_000,
      photoConcurrency: Math.max(1, Math.min(4, availableParallelism())),
    },
    listCacheSeconds: int(env, 'LIST_CACHE_SECONDS', 5),
    adLifetimeDays: Math.max(1, int(env, 'AD_LIFETIME_DAYS', AD_LIFETIME_DAYS)),
  };
}
