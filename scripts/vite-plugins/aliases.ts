import { fileURLToPath } from 'node:url';

/** The browser build's and the server renderer's, so both bundle the same modules. */
export const aliases = [
  { find: '@', replacement: fileURLToPath(new URL('../../src', import.meta.url)) },
  // The package's default export is its development build (only the dev warnings differ, and
  // they cost every server render a descendant-routes check).
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
];
