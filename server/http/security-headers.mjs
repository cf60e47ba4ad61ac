// The one Content-Security-Policy of BikeBazaar, shared by the build (a <meta> in dist/index.html,
// see vite.config.ts), scripts/serve.mjs (HTTP headers) and the deploy docs in README.md.
// One inline script only: the prerendered pages' boot script (src/app/html/boot-script.ts), allowed
// by its hash; a test recomputes it, so editing the script means updating BOOT_SCRIPT_HASH.
// style-src needs 'unsafe-inline' for React style attributes; images may also come from users'
// https:// addresses, data: URLs (stored uploads) and blob: URLs (photo previews).

export const BOOT_SCRIPT_HASH = "'sha256-mNM5+kU9Nqz/Gt3/2KqsfaMWDcM74lf+kpQW5mVINRI='";

export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", BOOT_SCRIPT_HASH],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'"],
  'media-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

const serialise = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/** For the <meta> tag (frame-ancestors is ignored there, so it is left out). */
export const CSP_META = serialise(CSP_DIRECTIVES);

/** For the HTTP header: the same policy plus frame-ancestors (no framing: clickjacking). */
export const CSP_HEADER = serialise({ ...CSP_DIRECTIVES, 'frame-ancestors': ["'none'"] });

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export const SECURITY_HEADERS = {
  'Content-Security-Policy': CSP_HEADER,
  'Referrer-Policy': REFERRER_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
