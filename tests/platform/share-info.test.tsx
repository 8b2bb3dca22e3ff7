import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getShareInfo, setShareInfo, useShareInfo } from '../../src/platform/share-info';
import { ViewShown } from '../../src/platform/view-shown';

function Screen({ title }: { title: string }) {
  useShareInfo({ title, description: `${title} description` });
  return null;
}

afterEach(() => setShareInfo(null));

describe('useShareInfo', () => {
  it('declares the card while its screen shows and takes it back when the screen goes', () => {
    const view = render(<Screen title="Discount" />);
    expect(getShareInfo()).toEqual({ title: 'Discount', description: 'Discount description' });
    view.unmount();
    expect(getShareInfo()).toBeNull();
  });

  it('leaves the card to the page on show while its list is kept hidden, and declares it again when the list returns', () => {
    const view = render(
      <ViewShown.Provider value>
        <Screen title="Discount" />
      </ViewShown.Provider>,
    );
    expect(getShareInfo()?.title).toBe('Discount');
    // The list is kept hidden under a car page, which declares its own card.
    view.rerender(
      <ViewShown.Provider value={false}>
        <Screen title="Discount" />
      </ViewShown.Provider>,
    );
    expect(getShareInfo()).toBeNull();
    setShareInfo({ title: 'Car', description: 'Car description' });
    view.rerender(
      <ViewShown.Provider value={false}>
        <Screen title="Discount (updated while hidden)" />
      </ViewShown.Provider>,
    );
    expect(getShareInfo()?.title).toBe('Car');
    // The car page goes (its own cleanup) and the list shows again.
    setShareInfo(null);
    view.rerender(
      <ViewShown.Provider value>
        <Screen title="Discount (updated while hidden)" />
      </ViewShown.Provider>,
    );
    expect(getShareInfo()?.title).toBe('Discount (updated while hidden)');
  });
});
