// Production build: `npm run build` (API_MOCKS=off unless set) or `--mocks on` for a static QA demo.
// Cleans the output first (Parcel never does), keeps the MSW worker out of non-mock builds, and fails
// when MSW code reaches a build that should not have it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const mocks = option('mocks', process.env.API_MOCKS === 'on' ? 'on' : 'off');
const out = option('out', 'dist');

const run = (command, commandArgs, env = {}) => {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('node', ['--import', 'tsx', 'scripts/codegen.mjs']);
rmSync(out, { recursive: true, force: true });
run(
  'npx',
  ['parcel', 'build', 'src/index.html', '--dist-dir', out, '--no-autoinstall', '--public-url', '/', '--no-source-maps'],
  { API_MOCKS: mocks, NODE_ENV: 'production' },
);

const worker = join(out, 'mockServiceWorker.js');
if (mocks !== 'on') {
  rmSync(worker, { force: true });
  const leaks = readdirSync(out)
    .filter((file) => file.endsWith('.js'))
    // qa-studio-root: the QA studio's container id (src/qa), mock builds only.
    .filter((file) => /mockServiceWorker|setupWorker|\[MSW\]|qa-studio-root/.test(readFileSync(join(out, file), 'utf8')));
  if (leaks.length) {
    console.error(`MSW or QA studio code found in a build with API_MOCKS=off: ${leaks.join(', ')}`);
    process.exit(1);
  }
  console.log(`build: ${out}/ without mocks (MSW and QA studio absent: checked)`);
} else {
  if (!existsSync(worker)) {
    console.error('The mock build has no mockServiceWorker.js');
    process.exit(1);
  }
  console.log(`build: ${out}/ with the mocked API (static QA demo)`);
}
