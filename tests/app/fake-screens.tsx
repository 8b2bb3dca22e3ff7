// Small stand-in screens for the shell's own tests: they show which route rendered, what location
// they see, and keep local state, so keep-alive and navigation can be observed without real screens.

import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { ScreenLoaders } from '../../src/app/router';
import { useViewShown } from '../../src/platform/view-shown';

/** How often each screen's effects were connected: a mount, or a kept view reconnected. */
export const mounts: Record<string, number> = {};

function screenFor(name: string) {
  return function FakeScreen() {
    const location = useLocation();
    const params = useParams();
    const [taps, setTaps] = useState(0);
    // Counted in an effect, when an instance commits: React may start a render and throw it away (a
    // store read with useSyncExternalStore changed while it rendered, as the header's saved count does
    // on start).
    useEffect(() => {
      mounts[name] = (mounts[name] ?? 0) + 1;
    }, []);
    const shown = useViewShown();
    return (
      <section aria-label={name} data-shown={shown}>
        <h1>{name}</h1>
        <p data-testid={`${name}-location`}>{`${location.pathname}${location.search}`}</p>
        <p>{`params ${JSON.stringify(params)}`}</p>
        <button type="button" onClick={() => setTaps((value) => value + 1)}>{`${name} taps ${taps}`}</button>
        <Link to="/car/7">open car 7</Link>
        <div id="section-2" style={{ height: 10 }}>
          section two
        </div>
        <div id={'odd "id" ]#'}>odd</div>
      </section>
    );
  };
}

export function fakeScreens(names: string[], overrides: ScreenLoaders = {}): ScreenLoaders {
  return { ...Object.fromEntries(names.map((name) => [name, async () => screenFor(name)])), ...overrides };
}

export const ALL_FAKE = [
  'Index',
  'StandardDiscount',
  'Car',
  'CarPhotos',
  'CarPictures',
  'CarReportInspectionIndex',
  'CarReportInspectionPreview',
  'NuonMomentIndex',
  'NuonMomentTopic',
  'NuonMomentDetail',
  'Recycle',
  'Repair',
  'HelpAgreement',
  'Wholesale',
];

export function resetMounts(): void {
  for (const key of Object.keys(mounts)) delete mounts[key];
}
