import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The server's tests (npm run test:server), apart from the app's jsdom tests. The engine comes
 * from the environment: DB_ENGINE=pglite (the default) or TEST_DATABASE_URL=postgres://… of a
 * server where each test file creates and drops a throwaway database.
 *
 * Tests that never open a database are named `*.pure.test.ts`: the PostgreSQL run leaves them to
 * the PGlite one.
 */
const PURE_TESTS = 'server/**/*.pure.test.ts';
const onPostgres = process.env.DB_ENGINE !== 'pglite' && Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    globals: true,
    include: ['server/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(onPostgres ? [PURE_TESTS] : [])],
    globalSetup: ['./server/testing/global-setup.ts'],
    // Limits count wall time: beside the end-to-end tests on two cores a file's database opens
    // and whole flows take several times as long as alone (30 s failed tests that were right).
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // Two cores: files one after another keeps PGlite and sharp from starving each other.
    fileParallelism: false,
    // One process for every file: the server's modules (Fastify, sharp, PGlite, the AWS SDK) are
    // loaded once, not once per file, which halves the suite's CPU time. Each file still builds
    // its own apps on its own data (server/testing/test-app.ts); nothing here mocks modules.
    isolate: false,
  },
});
