// A small static server for built output: SPA fallback to index.html, long caching for hashed
// assets, the service worker served with its scope header. Used by browser tests and the benchmark.
// With `tls` it serves HTTP/2 over TLS (HTTP/1.1 too, for clients that ask for it), as a CDN does.
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

/**
 * How long a browser keeps the page (index.html, the answer to every app route) without asking again:
 * the same as deploy/nginx.conf (tests/e2e/deploy.e2e.test.ts checks that nginx sends this value), so
 * the browser suite and the benchmark see what a buyer's phone gets. See decision note 141.
 */
export const PAGE_CACHE_CONTROL = 'max-age=600';
export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

/** The `.br` or `.gz` file beside `file` that the request accepts, Brotli first. */
function precompressedCopy(file, accepted) {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (new RegExp(`\\b${encoding}\\b`).test(accepted) && existsSync(file + suffix))
      return { encoding, file: file + suffix };
  }
  return null;
}

/**
 * @param {{ root: string, port?: number, host?: string, headers?: Record<string,string>,
 *           tls?: { key: string, cert: string },
 *           handle?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean | Promise<boolean> }} options
 */
export function startStaticServer({ root, port = 0, host = '127.0.0.1', headers = {}, tls, handle }) {
  const base = resolve(root);
  const listener = async (req, res) => {
    try {
      if (handle && (await handle(req, res))) return;
      const url = new URL(req.url ?? '/', 'http://localhost');
      // A path that is not valid percent-encoding names no file: it gets the app, like any unknown path.
      let decoded;
      try {
        decoded = decodeURIComponent(url.pathname);
      } catch {
        decoded = '/';
      }
      let path = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
      let file = join(base, path);
      if (!file.startsWith(base)) {
        res.writeHead(403).end();
        return;
      }
      if (!existsSync(file) || statSync(file).isDirectory()) {
        const index = join(file, 'index.html');
        file = existsSync(index) ? index : join(base, 'index.html');
      }
      const ext = extname(file);
      const hashed = /\.[0-9a-f]{8}\.\w+$/.test(file);
      const page = file === join(base, 'index.html');
      const responseHeaders = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': hashed ? HASHED_CACHE_CONTROL : page ? PAGE_CACHE_CONTROL : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        ...headers,
      };
      if (file.endsWith('mockServiceWorker.js')) responseHeaders['Service-Worker-Allowed'] = '/';
      // A precompressed copy (scripts/precompress.mjs) when the browser accepts it, Brotli first;
      // otherwise gzip on the fly, as a web server with gzip on does.
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const copy = COMPRESSIBLE.has(ext) ? precompressedCopy(file, accepted) : null;
      const gzip = !copy && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(accepted);
      if (COMPRESSIBLE.has(ext)) responseHeaders['Vary'] = 'Accept-Encoding';
      if (copy) responseHeaders['Content-Encoding'] = copy.encoding;
      else if (gzip) responseHeaders['Content-Encoding'] = 'gzip';
      res.writeHead(200, responseHeaders);
      if (req.method === 'HEAD') return res.end();
      const stream = createReadStream(copy ? copy.file : file);
      (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    }
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, listener) : createServer(listener);
  // HTTP/2 sessions stay open after a page is done; closing the server must not wait for them.
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const close = () =>
    new Promise((done) => {
      server.close(() => done());
      for (const session of sessions) session.close();
      server.closeAllConnections?.();
    });
  return new Promise((resolvePromise) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolvePromise({ server, url: `${tls ? 'https' : 'http'}://${host}:${actualPort}`, close });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? 'dist';
  const port = Number(process.argv[3] ?? 8080);
  const { url } = await startStaticServer({ root, port });
  console.log(`Serving ${root} at ${url}`);
}
