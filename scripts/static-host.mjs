// The build served as a real host should: prerendered pages, else the app shell; security headers;
// ETag/304 and byte ranges (Safari plays only a seekable video); never dist/.vite/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { SECURITY_HEADERS } from '../server/http/security-headers.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * @param {{ root: string, transformHtml?: (html: string) => string, etagSuffix?: string, varyFor?: (urlPath: string) => string | undefined }} options
 */
export function createStaticHost({ root, transformHtml, etagSuffix = '', varyFor }) {
  // Compressed once per file, like a CDN's precompressed files: brotli on every request took
  // ~450 ms for a 250 KB script, which the benchmarks measured as server time.
  const bodies = new Map();
  function body(file) {
    const { mtimeMs, size } = statSync(file);
    const key = `${file}:${mtimeMs}:${size}`;
    let cached = bodies.get(file);
    if (!cached || cached.key !== key) {
      const ext = extname(file);
      let raw = readFileSync(file);
      if (transformHtml && ext === '.html') raw = Buffer.from(transformHtml(raw.toString('utf8')));
      const compress = compressible.has(ext);
      cached = {
        key,
        etag: `W/"${size.toString(16)}-${Math.round(mtimeMs).toString(16)}${etagSuffix}"`,
        raw,
        br: compress ? brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }) : null,
        gzip: compress ? gzipAsync(raw, { level: 9 }) : null,
      };
      // A compression failure is reported to the request that waits for it, not as unhandled.
      cached.br?.catch(() => undefined);
      cached.gzip?.catch(() => undefined);
      bodies.set(file, cached);
    }
    return cached;
  }

  async function warm() {
    const warmFiles = [join(root, 'index.html')];
    try {
      for (const name of readdirSync(join(root, 'assets')))
        if (/\.(js|css)$/.test(name)) warmFiles.push(join(root, 'assets', name));
    } catch {
      // no assets folder: nothing to warm
    }
    for (const file of warmFiles) {
      try {
        const entry = body(file);
        await Promise.all([entry.br, entry.gzip]);
      } catch {
        // a file that vanished is simply not warmed
      }
    }
  }

  function resolveFile(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null; // malformed escape: fall back to the app, which redirects
    }
    if (decoded.includes('\0')) return null;
    const file = normalize(join(root, decoded));
    if (!file.startsWith(root + sep)) return null;
    try {
      return statSync(file).isFile() ? file : null;
    } catch {
      return null;
    }
  }

  function notFound(res) {
    res.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  }

  function handle(req, res) {
    const urlPath = (req.url || '/').split('?')[0].split('#')[0];
    const asset = urlPath.length < 1024 ? resolveFile(urlPath) : null;
    // A missing static file is a real 404, so a stale chunk is reported as missing.
    const isStaticPath =
      /(^|\/)\./.test(urlPath) ||
      /^\/(assets|images|media|icons)\//.test(urlPath) ||
      /^\/[^/]+\.(ico|txt|xml|json|webmanifest|js|css|png|jpe?g|svg|webp)$/i.test(urlPath);
    if ((!asset || /(^|\/)\./.test(urlPath)) && isStaticPath) {
      notFound(res);
      return;
    }

    const page =
      asset || urlPath.length >= 1024
        ? null
        : resolveFile(`${urlPath.replace(/\/+$/, '')}/index.html`);
    const shell = existsSync(join(root, 'shell.html')) ? 'shell.html' : 'index.html';
    const file = asset ?? page ?? join(root, shell);
    const ext = extname(file);
    const headers = {
      ...SECURITY_HEADERS,
      'Content-Type': types[ext] || 'application/octet-stream',
      'Cache-Control': urlPath.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: ['Accept-Encoding', varyFor?.(urlPath)].filter(Boolean).join(', '),
    };
    const accept = String(req.headers['accept-encoding'] || '');
    let entry;
    try {
      entry = body(file);
    } catch {
      notFound(res);
      return;
    }
    headers.ETag = entry.etag;
    const etags = String(req.headers['if-none-match'] || '');
    if (etags.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === '*')) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    if (!entry.br) {
      headers['Accept-Ranges'] = 'bytes';
      const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range || ''));
      if (range && (range[1] || range[2])) {
        const size = entry.raw.length;
        const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
        const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
        if (start > end || start >= size) {
          res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` });
          res.end();
          return;
        }
        const part = entry.raw.subarray(start, end + 1);
        res.writeHead(206, {
          ...headers,
          'Content-Range': `bytes ${start}-${end}/${size}`,
          'Content-Length': part.length,
        });
        res.end(req.method === 'HEAD' ? undefined : part);
        return;
      }
    }
    let payload = Promise.resolve(entry.raw);
    if (entry.br && /\bbr\b/.test(accept)) {
      headers['Content-Encoding'] = 'br';
      payload = entry.br;
    } else if (entry.gzip && /\bgzip\b/.test(accept)) {
      headers['Content-Encoding'] = 'gzip';
      payload = entry.gzip;
    }
    payload.then(
      (data) => {
        headers['Content-Length'] = data.length;
        res.writeHead(200, headers);
        res.end(req.method === 'HEAD' ? undefined : data);
      },
      () => {
        res.writeHead(500, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Compression failed');
      },
    );
  }

  return { handle, warm };
}
