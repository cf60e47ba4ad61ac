import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (STYLE.md §1): app → features → shared, one way. Worked out from the folders
 * on disk, so a feature added, merged or renamed is covered without editing this file.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = ['components', 'hooks', 'lib', 'i18n', 'data', 'config', 'domain', 'testing'];

const boundaryZones = [
  // A feature never imports another feature, by alias or by relative path.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features must not import other features; move what both need to shared code.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import the app; the app puts features together.',
  },
  {
    target: './src',
    from: './server',
    message: 'The app never imports the server; the server imports the shared domain instead.',
  },
  {
    target: shared.map((folder) => `./src/${folder}`),
    from: ['./src/features', './src/app'],
    message: 'Shared code must not import features or the app.',
  },
];

/**
 * The vehicle domain runs anywhere (browser, Node, a future server): no React, no DOM, no i18n,
 * no app code. It may use zod, itself, the site config and the pure text helpers.
 */
const domainZone = {
  target: './src/domain',
  from: './src',
  except: ['./domain', './config/site.ts', './lib/text.ts'],
  message: 'The domain imports only itself, src/config/site.ts and src/lib/text.ts.',
};
const domainTestZone = {
  ...domainZone,
  except: [...domainZone.except, './testing/test-vehicle.ts', './data'],
  message: 'Domain tests may also use the test vehicle builder and the sample data.',
};
const domainPackages = {
  patterns: [
    {
      // Anything but zod, the `@/` alias (checked by the zones) and relative paths.
      regex: '^(?!zod(/|$)|@/|\\.{1,2}/)',
      message: 'The domain uses no packages but zod (no React, DOM or i18n libraries).',
    },
  ],
};
// Browser globals (window, document, HTMLElement…): everything the browser has that Node does
// not, and the storage and navigator that newer Node versions copied.
const browserStateGlobals = ['localStorage', 'sessionStorage', 'navigator'];
const browserOnlyGlobals = [
  ...Object.keys(globals.browser).filter(
    (name) => !(name in globals['shared-node-browser']) && !(name in globals.es2021),
  ),
  ...browserStateGlobals,
];
const domainGlobals = Object.fromEntries(
  Object.entries({ ...globals['shared-node-browser'], ...globals.es2021 }).filter(
    ([name]) => !browserStateGlobals.includes(name),
  ),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
      'screenshots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // A promise nobody awaits hides its failure: await it, return it, or mark it `void`.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // A synchronous act() finishes its work before it returns.
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: 'react' },
            { from: 'package', name: 'act', package: '@testing-library/react' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    // Language in the URL: links and navigations go through the app's wrappers,
    // which keep the page's /si/ or /ta/ prefix.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/domain/**',
      'src/components/ui/link.tsx',
      'src/app/url-language.tsx',
      'src/**/*.test.{ts,tsx}',
      'src/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate', 'redirect'],
              message:
                'Use Link, Navigate and useLocalizedNavigate from @/components/ui/link: they keep the language prefix.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    languageOptions: { globals: domainGlobals },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...boundaryZones, domainZone] }],
      'no-restricted-imports': ['error', domainPackages],
      'no-restricted-globals': [
        'error',
        ...browserOnlyGlobals.map((name) => ({
          name,
          message: 'The domain runs outside the browser too: no DOM or browser APIs.',
        })),
      ],
    },
  },
  {
    files: ['src/domain/**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...boundaryZones, domainTestZone] }],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
