import { readFileSync } from 'node:fs';
import { envSchema, loadConfig } from './config';

test('defaults need no environment at all', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 8080,
    host: '127.0.0.1',
    databaseUrl: null,
    logLevel: 'info',
  });
  expect(config.limits).toMatchObject({ postsPerWindow: 20, postsPerPhonePerDay: 5 });
});

test.each([
  ['PORT', 'eighty', /PORT/],
  ['PORT', '70000', /PORT/],
  ['LOG_LEVEL', 'loud', /LOG_LEVEL.*(info|warn)/],
  ['DATABASE_URL', 'mysql://x', /DATABASE_URL: must start with postgres:\/\//],
  ['REDIS_URL', 'localhost:6379', /REDIS_URL/],
  ['POST_RATE_LIMIT', '-1', /POST_RATE_LIMIT/],
  ['AD_LIFETIME_DAYS', '0', /AD_LIFETIME_DAYS/],
  ['S3_FORCE_PATH_STYLE', 'yes', /S3_FORCE_PATH_STYLE/],
  ['ADMIN_PASSWORD', 'short', /ADMIN_PASSWORD: must be at least 12 characters/],
])('a bad %s (%s) stops the start with its name and what is allowed', (name, value, message) => {
  expect(() => loadConfig({ [name]: value })).toThrow(message);
});

test('PUBLIC_URL is an origin without a trailing slash; outside production it defaults to the server', () => {
  expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:8080');
  expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://127.0.0.1:4100');
  expect(loadConfig({ PUBLIC_URL: 'https://bikes.example.lk/' }).publicUrl).toBe(
    'https://bikes.example.lk',
  );
  expect(
    loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' }).publicUrl,
  ).toBe('http://localhost:3000');
});

test.each([
  [{ NODE_ENV: 'production' }, /PUBLIC_URL: is required in production/],
  [{ NODE_ENV: 'production', PUBLIC_URL: '' }, /PUBLIC_URL: is required in production/],
  [{ PUBLIC_URL: 'bikebazaar.lk' }, /PUBLIC_URL: must be an http\(s\) origin/],
  [{ PUBLIC_URL: 'ftp://bikebazaar.lk' }, /PUBLIC_URL: must be an http\(s\) origin/],
  [{ PUBLIC_URL: 'https://bikebazaar.lk/shop' }, /PUBLIC_URL: must be an http\(s\) origin/],
  [{ NODE_ENV: 'production', PUBLIC_URL: 'https://x.lk?a=1' }, /PUBLIC_URL: must be an http/],
])('a missing or malformed PUBLIC_URL is refused at start: %j', (env, message) => {
  expect(() => loadConfig(env)).toThrow(message);
});

test('TRUST_PROXY is a list of proxy addresses or CIDRs; empty or false trusts none', () => {
  expect(loadConfig({}).trustProxy).toEqual([]);
  expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
  expect(
    loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy,
  ).toEqual(['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
});

test.each(['true', '1', '2', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2'])(
  'TRUST_PROXY=%s (anything but named proxies) stops the start',
  (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must list the proxies/);
  },
);

test('SAMPLE_ADS is off unless asked for; METRICS_TOKEN is off or long enough', () => {
  expect(loadConfig({}).sampleAds).toBe(false);
  expect(loadConfig({ SAMPLE_ADS: 'true' }).sampleAds).toBe(true);
  expect(loadConfig({}).metricsToken).toBeNull();
  expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least/);
});

test("the README's table of variables names exactly the variables the schema reads", () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const table = readme.slice(readme.indexOf('| variable | default | meaning |'));
  const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
  const documented = rows.flatMap((row) =>
    [...row.split('|')[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]),
  );
  expect(new Set(documented)).toEqual(new Set(Object.keys(envSchema.shape)));
});
