// Work for what the first screen does not show waits until the entry says it has been shown (issue 36):
// the hold and its hook, and the compare tray that starts after it (or at its first use).

import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServices } from '../../src/app/services';
import { AppServicesProvider } from '../../src/platform/app-services';
import {
  firstScreenShown,
  holdUntilFirstScreenShown,
  useFirstScreenShown,
  whenFirstScreenShown,
} from '../../src/platform/first-screen-shown';
import { useCompareTray } from '../../src/screens/common/buyer/compare-tray';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Holds until the returned release is called (and its promise's callbacks have run). */
function hold() {
  const shown = deferred();
  holdUntilFirstScreenShown(shown.promise);
  return async () => {
    await act(async () => {
      shown.resolve();
      await shown.promise;
    });
  };
}

afterEach(async () => {
  // Nothing stays held for the next test.
  if (!firstScreenShown()) await hold()();
});

describe('the first screen shown', () => {
  it('is shown unless the entry holds it, and renders its readers again when released', async () => {
    expect(firstScreenShown()).toBe(true);
    const release = hold();
    const { result } = renderHook(() => useFirstScreenShown());
    expect(result.current).toBe(false);
    await release();
    expect(result.current).toBe(true);
    expect(firstScreenShown()).toBe(true);
  });

  it("is released at the visitor's first tap or key press, before what it waits for", async () => {
    for (const type of ['pointerdown', 'keydown']) {
      holdUntilFirstScreenShown(new Promise(() => undefined));
      const { result } = renderHook(() => useFirstScreenShown());
      expect(result.current).toBe(false);
      act(() => {
        document.body.dispatchEvent(new Event(type, { bubbles: true }));
      });
      expect(result.current).toBe(true);
    }
  });

  it('is released when what it waits for fails', async () => {
    const failed = Promise.reject(new Error('no answer'));
    holdUntilFirstScreenShown(failed);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(firstScreenShown()).toBe(true);
  });

  it('starts the compare tray after the first screen, or at its first use', async () => {
    localStorage.clear();
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new ApolloLink(() => new Observable(() => undefined)),
      defaultOptions: {
        watchQuery: { errorPolicy: 'all' },
        query: { errorPolicy: 'all' },
        mutate: { errorPolicy: 'none' },
      },
    });
    const services = createAppServices({ window, storage: window.localStorage });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>
        <AppServicesProvider services={services}>{children}</AppServicesProvider>
      </ApolloProvider>
    );
    const release = hold();
    const before = services.registry.get('compareTray');
    const { result } = renderHook(() => useCompareTray(), { wrapper });
    expect(result.current.ids).toEqual([]);
    expect(services.registry.get('compareTray')).toBe(before);
    // A first use before the release starts it, and the reader follows it.
    await act(async () => {
      result.current.actor.send({ type: 'TOGGLE', id: 'C10001' });
      await Promise.resolve();
    });
    expect(result.current.ids).toEqual(['C10001']);
    expect(services.registry.get('compareTray')).not.toBe(before);
    await release();
    expect(result.current.ids).toEqual(['C10001']);
    services.dispose();
  });
});

describe('whenFirstScreenShown (the field reporter waits for it)', () => {
  it('resolves at once when nothing holds the work back', async () => {
    await expect(whenFirstScreenShown()).resolves.toBeUndefined();
  });

  it('resolves when the hold is released, not before', async () => {
    const release = hold();
    let shown = false;
    void whenFirstScreenShown().then(() => (shown = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shown).toBe(false);
    await release();
    await Promise.resolve();
    expect(shown).toBe(true);
  });
});
