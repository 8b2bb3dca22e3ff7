import { describe, expect, it } from 'vitest';
import { hasInSiteHistory } from '../../src/routes/go-back';

describe('a page’s own back control: back within the site, else the parent', () => {
  it('reads the browser router’s entry number when the entry is the router’s', () => {
    expect(hasInSiteHistory('k1', { usr: null, key: 'k1', idx: 0 })).toBe(false);
    expect(hasInSiteHistory('k2', { usr: null, key: 'k2', idx: 3 })).toBe(true);
    // A replace on the first page (a photo index, a category carried over) gives a new key, not a past.
    expect(hasInSiteHistory('replaced', { usr: null, key: 'replaced', idx: 0 })).toBe(false);
    // An open sheet's entry copies its page's key and number.
    expect(hasInSiteHistory('k3', { usr: null, key: 'k3', idx: 0, overlay: { id: 1, depth: 1 } })).toBe(false);
  });

  it('falls back to the key react-router gives the first entry elsewhere (an in-memory router)', () => {
    expect(hasInSiteHistory('default', null)).toBe(false);
    expect(hasInSiteHistory('abc', null)).toBe(true);
    expect(hasInSiteHistory('abc', { key: 'other', idx: 0 })).toBe(true);
  });
});
