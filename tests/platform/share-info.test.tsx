import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createAppServices } from '../../src/app/services';
import { AppServicesProvider } from '../../src/platform/app-services';
import { useShareInfo } from '../../src/platform/share-info';
import { ViewShown } from '../../src/platform/view-shown';

function Screen({ title }: { title: string }) {
  useShareInfo({ title, description: `${title} description` });
  return null;
}

/** A fresh app's services, and a wrapper that renders inside them with the view shown or kept hidden. */
function freshApp() {
  const app = createAppServices({ window, storage: null });
  const inApp = (shown: boolean, children: ReactNode) => (
    <AppServicesProvider services={app}>
      <ViewShown.Provider value={shown}>{children}</ViewShown.Provider>
    </AppServicesProvider>
  );
  return { app, inApp };
}

describe('useShareInfo', () => {
  it('declares the card in its app while its screen shows and takes it back when the screen goes', () => {
    const { app, inApp } = freshApp();
    const other = createAppServices({ window, storage: null });
    const view = render(inApp(true, <Screen title="Discount" />));
    expect(app.shareInfo.get()).toEqual({ title: 'Discount', description: 'Discount description' });
    expect(other.shareInfo.get()).toBeNull();
    view.unmount();
    expect(app.shareInfo.get()).toBeNull();
    app.dispose();
    other.dispose();
  });

  it('leaves the card to the page on show while its list is kept hidden, and declares it again when the list returns', () => {
    const { app, inApp } = freshApp();
    const heard: Array<string | null> = [];
    app.shareInfo.subscribe((info) => heard.push(info?.title ?? null));
    const view = render(inApp(true, <Screen title="Discount" />));
    expect(app.shareInfo.get()?.title).toBe('Discount');
    // The list is kept hidden under a car page, which declares its own card.
    view.rerender(inApp(false, <Screen title="Discount" />));
    expect(app.shareInfo.get()).toBeNull();
    app.shareInfo.set({ title: 'Car', description: 'Car description' });
    view.rerender(inApp(false, <Screen title="Discount (updated while hidden)" />));
    expect(app.shareInfo.get()?.title).toBe('Car');
    // The car page goes (its own cleanup) and the list shows again.
    app.shareInfo.set(null);
    view.rerender(inApp(true, <Screen title="Discount (updated while hidden)" />));
    expect(app.shareInfo.get()?.title).toBe('Discount (updated while hidden)');
    expect(heard).toEqual(['Discount', null, 'Car', null, 'Discount (updated while hidden)']);
    view.unmount();
    app.dispose();
  });

  it('declares nothing for a screen rendered outside an app', () => {
    expect(() => render(<Screen title="Alone" />).unmount()).not.toThrow();
  });
});
