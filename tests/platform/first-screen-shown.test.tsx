// Work for what the first screen does not show waits until the entry says it has been shown (issue 36):
// the app's gate and its hook, and the compare tray that starts after it (or at its first use).

import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServices } from '../../src/app/services';
import { AppServicesProvider, type AppServices } from '../../src/platform/app-services';
import { useFirstScreenShown } from '../../src/platform/first-screen-shown';
import { useCompareTray } from '../../src/screens/common/buyer/compare-tray';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Holds the app's gate until the returned release is called (and its promise's callbacks have run). */
function hold(app: AppServices) {
  const shown = deferred();
  app.firstScreen.hold(shown.promise);
  return async () => {
    await act(async () => {
      shown.resolve();
      await shown.promise;
    });
  };
}

const made: AppServices[] = [];
afterEach(() => made.splice(0).forEach((app) => app.dispose()));

/** A fresh app's services, and a wrapper that provides them. */
function freshApp() {
  const app = createAppServices({ window, storage: null });
  made.push(app);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppServicesProvider services={app}>{children}</AppServicesProvider>
  );
  return { app, wrapper };
}

describe('the first screen shown', () => {
  it('is shown unless the entry holds it, and renders its readers again when released', async () => {
    const { app, wrapper } = freshApp();
    expect(app.firstScreen.shown()).toBe(true);
    const release = hold(app);
    const { result } = renderHook(() => useFirstScreenShown(), { wrapper });
    expect(result.current).toBe(false);
    await release();
    expect(result.current).toBe(true);
    expect(app.firstScreen.shown()).toBe(true);
  });

  it('is held for its own app only, and shown for a part rendered outside an app', () => {
    const { app } = freshApp();
    const { app: other, wrapper } = freshApp();
    app.firstScreen.hold(new Promise(() => undefined));
    expect(other.firstScreen.shown()).toBe(true);
    expect(renderHook(() => useFirstScreenShown(), { wrapper }).result.current).toBe(true);
    expect(renderHook(() => useFirstScreenShown()).result.current).toBe(true);
  });

  it("is released at the visitor's first tap or key press, before what it waits for", async () => {
    for (const type of ['pointerdown', 'keydown']) {
      const { app, wrapper } = freshApp();
      app.firstScreen.hold(new Promise(() => undefined));
      const { result } = renderHook(() => useFirstScreenShown(), { wrapper });
      expect(result.current).toBe(false);
      act(() => {
        document.body.dispatchEvent(new Event(type, { bubbles: true }));
      });
      expect(result.current).toBe(true);
    }
  });

  it('is released when what it waits for fails', async () => {
    const { app } = freshApp();
    const failed = Promise.reject(new Error('no answer'));
    app.firstScreen.hold(failed);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(app.firstScreen.shown()).toBe(true);
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
    const release = hold(services);
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

describe('whenShown (the field reporter waits for it)', () => {
  it('resolves at once when nothing holds the work back', async () => {
    await expect(freshApp().app.firstScreen.whenShown()).resolves.toBeUndefined();
  });

  it('resolves when the hold is released, not before', async () => {
    const { app } = freshApp();
    const release = hold(app);
    let shown = false;
    void app.firstScreen.whenShown().then(() => (shown = true));
    await Promise.resolve();
    expect(shown).toBe(false);
    await release();
    await Promise.resolve();
    expect(shown).toBe(true);
  });
});
