import { fileURLToPath } from 'node:url';

/** The browser build's and the server renderer's, so both bundle the same modules. */
export const aliases = [
  { find: '@', replacement: fileURLToPath(new URL('../../src', import.meta.url)) },
];
