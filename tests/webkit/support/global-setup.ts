// The WebKit lane's machinery, started once for the run and stopped even when a test fails: the mock
// build in dist-e2e/ (built here only when missing: CI builds it once for the Chromium suite), a
// loopback server for it that adds the console recorder to every page, and WebKitWebDriver under
// xvfb-run on a display the size of the phone. See decision note 095.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { startStaticServer } from '../../../scripts/serve-static.mjs';
import { PHONE } from '../../e2e/support/devices';
import { BLANK_PATH, RECORDER_PATH, RECORDER_SCRIPT } from './recorder';

declare module 'vitest' {
  export interface ProvidedContext {
    webkitBaseUrl: string;
    webkitDriverUrl: string;
  }
}

const DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';

export default async function setup(project: TestProject) {
  const root = process.env.E2E_DIST ?? 'dist-e2e';
  if (!existsSync(`${root}/index.html`)) {
    const build = spawnSync('node', ['scripts/build.mjs', '--mocks', 'on', '--out', root], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`building the mock app into ${root}/ failed`);
  }
  for (const tool of [DRIVER, '/usr/bin/xvfb-run']) {
    if (!existsSync(tool)) throw new Error(`${tool} is missing: apt-get install webkit2gtk-driver xvfb`);
  }

  const server = (await startStaticServer({ root, handle: recorderHandler(root) })) as {
    url: string;
    close: () => Promise<void>;
  };
  let driver: Driver | undefined;
  try {
    driver = await startDriver();
  } catch (error) {
    await server.close();
    throw error;
  }
  project.provide('webkitBaseUrl', server.url);
  project.provide('webkitDriverUrl', driver.url);
  return async () => {
    await driver.stop();
    await server.close();
  };
}

type Handler = (
  req: { url?: string; headers: Record<string, string | string[] | undefined> },
  res: ServerResponse,
) => boolean;

/**
 * Serves the recorder script, the lane's blank page, and every page (the SPA fallback included) with a <script> tag for it
 * ahead of the app's own: WebKitWebDriver has neither a log endpoint nor BiDi, so this is how the lane
 * sees console errors from the first line the app runs.
 */
function recorderHandler(root: string): Handler {
  const page = readFileSync(`${root}/index.html`, 'utf8').replace(
    /<html[^>]*>/,
    (tag) => `${tag}<script src="${RECORDER_PATH}"></script>`,
  );
  if (!page.includes(RECORDER_PATH)) throw new Error(`${root}/index.html has no <html> tag to put the recorder after`);
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === RECORDER_PATH) {
      res
        .writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(RECORDER_SCRIPT);
      return true;
    }
    if (path === BLANK_PATH) {
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(`<!doctype html><script src="${RECORDER_PATH}"></script><title>blank</title>`);
      return true;
    }
    const isDocument = !/\.[a-z0-9]+$/i.test(path) || path.endsWith('/index.html');
    if (!isDocument || !String(req.headers.accept ?? '').includes('text/html')) return false;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(page);
    return true;
  };
}

interface Driver {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * WebKitWebDriver under `xvfb-run -a` on a 390×844 screen (MiniBrowser then runs full-screen, so the
 * page gets exactly the phone's viewport). The shell prints the driver's pid before exec'ing it:
 * stopping the driver lets xvfb-run take Xvfb down and remove its files; the process group is killed
 * afterwards in case anything outlived that.
 */
async function startDriver(): Promise<Driver> {
  const port = Number(process.env.WEBKIT_DRIVER_PORT ?? (await freePort()));
  const child: ChildProcess = spawn(
    'xvfb-run',
    [
      '-a',
      '-s',
      `-screen 0 ${PHONE.width}x${PHONE.height}x24`,
      'sh',
      '-c',
      `echo "pid $$"; exec "${DRIVER}" --port=${port}`,
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let driverPid: number | undefined;
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
    driverPid ??= Number(/^pid (\d+)$/m.exec(output)?.[1]) || undefined;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  // Vitest interrupted (Ctrl-C) or crashing: leave no Xvfb behind.
  process.once('exit', killGroup);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      if (driverPid) process.kill(driverPid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    killGroup();
    process.removeListener('exit', killGroup);
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/status`)
      .then((response) => response.json() as Promise<{ value?: { ready?: boolean } }>)
      .then((status) => status.value?.ready === true)
      .catch(() => false);
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`WebKitWebDriver did not start on port ${port}:\n${output}`);
}
