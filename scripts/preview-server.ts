// `npm run preview`: serves a production build on loopback and answers its REST calls with the same
// MSW handlers the tests use. Build the app with every API host set to `/` (the page's own origin, as
// scripts/perf.ts does) or pointing at this server (API_HOST=http://127.0.0.1:4173 … npm run build).
// `--tls` serves HTTP/2 over TLS with a certificate made for the run (self-signed, never stored in the
// repository; a browser needs --ignore-certificate-errors).
//   node --import tsx scripts/preview-server.ts [--dist dist] [--port 4173] [--tls]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? (args[index + 1] as string) : fallback;
};

export interface PreviewServer {
  url: string;
  close(): Promise<void>;
}

export interface TlsCertificate {
  key: string;
  cert: string;
}

/** A self-signed certificate for 127.0.0.1 and localhost, made now (openssl) and valid for a day. */
export function selfSignedCertificate(): TlsCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'preview-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The photos the mock API's answers name (/media/…) are mock assets, not part of a production build; here
// they are served as the image host would serve them, so the first card's photo is a real largest paint.
const MEDIA_ROOT = 'mocks/public';
const MEDIA_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

function serveMedia(pathname: string, res: ServerResponse): boolean {
  if (!pathname.startsWith('/media/')) return false;
  const file = join(MEDIA_ROOT, normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(MEDIA_ROOT + '/') || !existsSync(file) || !statSync(file).isFile()) return false;
  res
    .writeHead(200, {
      'Content-Type': MEDIA_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
    .end(readFileSync(file));
  return true;
}

// Headers of one HTTP/1.1 connection, which HTTP/2 forbids.
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);
// The origin the mock handlers were loaded with: they build their URL patterns from the settings once,
// so every server of this process (another port, https) maps its requests onto it.
let handlerOrigin: string | null = null;

export async function startPreviewServer({
  dist = 'dist',
  port = 4173,
  tls,
}: { dist?: string; port?: number; tls?: TlsCertificate } = {}): Promise<PreviewServer> {
  handlerOrigin ??= `http://127.0.0.1:${port}`;
  const origin = handlerOrigin;
  // The handlers build their URL patterns from the settings: point every host at this origin first.
  for (const name of ['API_HOST', 'INSPECTION_HOST', 'OPTIONS_ROOT', 'BUSINESS_API_HOST']) process.env[name] = origin;
  const { getResponse } = await import('msw');
  const { handlers } = await import('../mocks/handlers');
  // @ts-expect-error plain ESM script without types
  const { startStaticServer } = await import('./serve-static.mjs');

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', origin);
    if (serveMedia(url.pathname, res)) return true;
    const looksLikeApi = /^\/(v1|gcar|get_option|analytics)\b/.test(url.pathname);
    if (!looksLikeApi) return false;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers))
      if (typeof value === 'string' && !key.startsWith(':')) headers.set(key, value);
    const init: RequestInit = { method: req.method ?? 'GET', headers };
    if (chunks.length && req.method !== 'GET' && req.method !== 'HEAD') init.body = Buffer.concat(chunks);
    const response = await getResponse(handlers, new Request(url, init));
    if (!response) return false;
    let body = Buffer.from(await response.arrayBuffer());
    const out: Record<string, string> = { 'Cache-Control': 'no-store' };
    response.headers.forEach((value, key) => {
      if (!CONNECTION_HEADERS.has(key)) out[key] = value;
    });
    // Compressed like any production API answers JSON (and the static files here): the benchmark's
    // simulated phone network must not pay for bytes a real server would not send.
    const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (accepts && body.length > 1024 && /json|text/.test(out['content-type'] ?? '') && !out['content-encoding']) {
      body = gzipSync(body);
      out['content-encoding'] = 'gzip';
      out['vary'] = 'Accept-Encoding';
      delete out['content-length'];
    }
    res.writeHead(response.status, out).end(body);
    return true;
  }

  const server = (await startStaticServer({ root: dist, port, handle, ...(tls ? { tls } : {}) })) as PreviewServer;
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tls = args.includes('--tls') ? selfSignedCertificate() : undefined;
  const server = await startPreviewServer({
    dist: option('dist', 'dist'),
    port: Number(option('port', '4173')),
    ...(tls ? { tls } : {}),
  });
  console.log(`preview: ${server.url} (REST answered by the mock handlers)`);
}
