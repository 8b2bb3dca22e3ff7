import { describe, expect, it } from 'vitest';
import { safeUrl } from '../../src/graph/rest/parse';

// The one check of an address the API sends for a link (a warranty contract, a video): screens render
// what it keeps and check nothing again.
describe('safeUrl', () => {
  it('keeps a site-relative or http(s) address', () => {
    expect(safeUrl('/contracts/W-1.pdf')).toBe('/contracts/W-1.pdf');
    expect(safeUrl('https://cdn.example.test/w.pdf')).toBe('https://cdn.example.test/w.pdf');
    expect(safeUrl('http://cdn.example.test/w.pdf')).toBe('http://cdn.example.test/w.pdf');
  });

  it('drops anything else', () => {
    for (const value of [
      'javascript:alert(1)',
      '//evil.example.test/x',
      'data:text/html,x',
      'mailto:a@b.test',
      '',
      '   ',
      42,
      null,
      undefined,
      {},
    ]) {
      expect(safeUrl(value), String(value)).toBeNull();
    }
  });
});
