// Precompressed copies of a build's text files, written beside them: `file.br` (Brotli, best quality)
// and `file.gz` (gzip, best level). A web server sends the one the browser accepts without compressing
// on every request (nginx: `brotli_static on; gzip_static on;`; README, Deployment); the preview
// server (scripts/serve-static.mjs) does the same. Brotli makes the entry about 15% smaller than gzip.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const PRECOMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.map']);
/** Files smaller than this go as they are: compression would save less than a packet. */
const MIN_BYTES = 1024;

/** Writes `.br` and `.gz` beside every compressible file under `dir`; returns how many files it did. */
export function precompress(dir) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      count += precompress(path);
      continue;
    }
    if (!PRECOMPRESSED.has(extname(name)) || stat.size < MIN_BYTES) continue;
    const content = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}
