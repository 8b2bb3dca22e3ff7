// @vitest-environment node
// Production builds carry Brotli and gzip copies of their text files; the preview server sends the one
// the browser accepts, as a web server with brotli_static and gzip_static does.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { precompress } from '../../scripts/precompress.mjs';
// @ts-expect-error plain ESM script without types
import { startStaticServer } from '../../scripts/serve-static.mjs';

const script = `export const cars = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: `C${10000 + i}`, title: '雷克萨斯ES 2023款' })))};\n`;

function get(
  url: string,
  acceptEncoding?: string,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompressed builds', () => {
  let dir: string;
  let server: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>诺优选</title>');
    writeFileSync(join(dir, 'main.0123abcd.js'), script);
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 7));
    expect(precompress(dir)).toBe(1);
    server = await startStaticServer({ root: dir, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes .br and .gz beside text files over 1 KiB, and only those', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, 'main.0123abcd.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'main.0123abcd.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
    expect(readFileSync(join(dir, 'main.0123abcd.js.br')).length).toBeLessThan(
      readFileSync(join(dir, 'main.0123abcd.js.gz')).length,
    );
  });

  it('sends the Brotli copy when the browser accepts br, else the gzip copy, else the file itself', async () => {
    const br = await get(`${server.url}/main.0123abcd.js`, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await get(`${server.url}/main.0123abcd.js`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get(`${server.url}/main.0123abcd.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses a text file without copies on the fly, and the SPA fallback still answers', async () => {
    const page = await get(`${server.url}/car/C10001`, 'br, gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('诺优选');
  });

  it('answers a path that is not valid percent-encoding with the app, not a server error', async () => {
    for (const path of ['/car/%E0%A4%A', '/article/%', '/moments/user/%E0']) {
      const page = await get(`${server.url}${path}`);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body.toString()).toContain('诺优选');
    }
  });
});
