// `npm run preview`: serves a production build on loopback and answers its REST calls over HTTP with
// the same MSW handlers the tests use. Build the app with every API host pointing at this server
// (scripts/perf.mjs does; or API_HOST=http://127.0.0.1:4173 … npm run build).
//   node --import tsx scripts/preview-server.ts [--dist dist] [--port 4173]
import type { IncomingMessage, ServerResponse } from 'node:http';
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

export async function startPreviewServer({ dist = 'dist', port = 4173 } = {}): Promise<PreviewServer> {
  const origin = `http://127.0.0.1:${port}`;
  // The handlers build their URL patterns from the settings: point every host at this server first.
  for (const name of ['API_HOST', 'INSPECTION_HOST', 'OPTIONS_ROOT', 'BUSINESS_API_HOST']) process.env[name] = origin;
  const { getResponse } = await import('msw');
  const { handlers } = await import('../mocks/handlers');
  // @ts-expect-error plain ESM script without types
  const { startStaticServer } = await import('./serve-static.mjs');

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', origin);
    const looksLikeApi = /^\/(v1|gcar|get_option|analytics)\b/.test(url.pathname);
    if (!looksLikeApi) return false;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const init: RequestInit = { method: req.method ?? 'GET', headers };
    if (chunks.length && req.method !== 'GET' && req.method !== 'HEAD') init.body = Buffer.concat(chunks);
    const response = await getResponse(handlers, new Request(url, init));
    if (!response) return false;
    let body = Buffer.from(await response.arrayBuffer());
    const out: Record<string, string> = { 'Cache-Control': 'no-store' };
    response.headers.forEach((value, key) => (out[key] = value));
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

  const server = (await startStaticServer({ root: dist, port, handle })) as PreviewServer;
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startPreviewServer({ dist: option('dist', 'dist'), port: Number(option('port', '4173')) });
  console.log(`preview: ${server.url} (REST answered by the mock handlers)`);
}
