// Paired comparison of builds on the returning buyer's measures (issue 24): tap to content, back to
// the list, and the repeat visit of `/` and of a car observed in the page (scripts/perf-instant.ts).
// Each build is served by its own preview server; in each round every measure runs on every build,
// the order reversed every other round (A B, then B A), so a machine that slows down or speeds up
// weighs on each build alike. "Δ" is the median of each run's difference from the first build's run
// in the same round and position: the figure that says whether a change pays (a mechanism stays with
// 30 ms of gain at 4x CPU, README).
//   node --import tsx scripts/perf-compare-instant.ts --builds base=.perf/v-base,other=.perf/v-other
//        [--rounds 6] [--measures tap,back,repeat,repeat-car] [--port 4300]
// Build each variant with its hosts set to `/`, as scripts/perf.ts builds the storefront.
import { loadavg } from 'node:os';
import { backToList, median, repeatVisitObserved, tapToContent } from './perf-instant';
import { startPreviewServer } from './preview-server';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? (args[index + 1] as string) : fallback;
};

const MEASURES = {
  // Two taps or backs per build and round (each a fresh browser), one repeat visit.
  tap: (origin: string) => tapToContent(origin, 2),
  back: (origin: string) => backToList(origin, 2),
  repeat: (origin: string) => repeatVisitObserved(origin + '/', 1),
  'repeat-car': (origin: string) => repeatVisitObserved(origin + '/car/C10001', 1),
} as const;
type Measure = keyof typeof MEASURES;

const builds = option('builds', '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [name, dist] = pair.split('=');
    if (!name || !dist) throw new Error(`--builds takes name=dist pairs, not "${pair}"`);
    return { name, dist };
  });
if (builds.length < 2) throw new Error('--builds needs two builds or more: base=<dist>,variant=<dist>');
const rounds = Number(option('rounds', '6'));
const measures = option('measures', 'tap,back').split(',') as Measure[];
for (const measure of measures) if (!(measure in MEASURES)) throw new Error(`unknown measure "${measure}" (${Object.keys(MEASURES).join(', ')})`);
const port = Number(option('port', '4300'));

const servers = await Promise.all(builds.map((build, index) => startPreviewServer({ dist: build.dist, port: port + index })));
const runs = new Map<string, number[]>();
const key = (measure: string, build: string) => `${measure} ${build}`;
try {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
    for (const measure of measures) {
      for (const index of order) {
        const build = builds[index]!;
        const result = await MEASURES[measure](servers[index]!.url);
        runs.set(key(measure, build.name), [...(runs.get(key(measure, build.name)) ?? []), ...result.runs]);
        console.log(`round ${round + 1} ${measure} ${build.name}: ${result.runs.map(Math.round).join(', ')} ms (load ${loadavg()[0]!.toFixed(1)})`);
      }
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.close()));
}

console.log('\n| measure | build | runs | median | paired Δ |');
console.log('|---|---|---|---|---|');
for (const measure of measures) {
  const base = runs.get(key(measure, builds[0]!.name)) ?? [];
  for (const build of builds) {
    const own = runs.get(key(measure, build.name)) ?? [];
    const deltas = own.map((value, index) => value - (base[index] ?? NaN));
    const delta = build === builds[0] ? '' : `${Math.round(median(deltas))} ms`;
    console.log(`| ${measure} | ${build.name} | ${own.length} | ${Math.round(median(own))} ms | ${delta} |`);
  }
}
