import { fileURLToPath } from 'node:url';

/**
 * Files the server reads from the repository, named from this one module, so that a bundled
 * server (e2e/server/server-bundle.ts) finds them wherever the bundle is written.
 */
const root = new URL('../', import.meta.url);

export const MIGRATIONS_DIR = fileURLToPath(new URL('server/migrations/', root));
export const PREVIEW_FONTS_CONF = fileURLToPath(new URL('server/previews/fonts/fonts.conf', root));
export const BRAND_TOKENS_CSS = fileURLToPath(new URL('src/styles/tokens.css', root));
