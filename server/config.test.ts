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

test('TRUST_PROXY takes false, true, a hop count or a list of addresses', () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
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
