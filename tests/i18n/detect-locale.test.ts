// The visitor's language: ?lang first (and it is kept), then the choice kept for the visit, then the
// browser's languages; a storage that throws or holds nonsense changes nothing.
import { describe, expect, it } from 'vitest';
import { detectLocale, keepLocale } from '../../src/i18n/i18n';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const broken = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('detectLocale', () => {
  it('takes ?lang before anything kept or the browser', () => {
    expect(detectLocale('?lang=en', ['zh-CN'], memoryStorage({ lang: 'zh-CN' }))).toBe('en');
    expect(detectLocale('?lang=zh', ['en-US'], memoryStorage({ lang: 'en' }))).toBe('zh-CN');
  });

  it('takes the choice kept for the visit before the browser: a reload stays in English', () => {
    const kept = memoryStorage();
    keepLocale('en', kept);
    expect(detectLocale('', ['zh-CN'], kept)).toBe('en');
  });

  it('falls back to the browser when nothing is kept, the value is not a language, or storage throws', () => {
    expect(detectLocale('', ['en-GB'], memoryStorage())).toBe('en');
    expect(detectLocale('', ['zh-TW'], memoryStorage({ lang: '<script>' }))).toBe('zh-CN');
    expect(detectLocale('', ['en-US'], broken)).toBe('en');
    expect(() => keepLocale('en', broken)).not.toThrow();
  });
});
