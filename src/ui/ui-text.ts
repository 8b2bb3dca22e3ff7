/**
 * Default wording for the few words the design system renders itself. Callers normally pass their
 * own catalogue text through props; these keep components usable on their own in both languages.
 */
export type UiLang = 'zh-CN' | 'en';

export const UI_TEXT = {
  'zh-CN': {
    loading: '加载中',
    retry: '重试',
    close: '关闭',
    back: '返回',
    originalPrice: '原价',
    price: '价格',
    errorTitle: '加载失败',
    notifications: '通知',
  },
  en: {
    loading: 'Loading',
    retry: 'Retry',
    close: 'Close',
    back: 'Back',
    originalPrice: 'Original price',
    price: 'Price',
    errorTitle: 'Something went wrong',
    notifications: 'Notifications',
  },
} as const satisfies Record<UiLang, Record<string, string>>;

export type UiTextKey = keyof (typeof UI_TEXT)['en'];

export function uiText(lang: UiLang | undefined, key: UiTextKey): string {
  return UI_TEXT[lang ?? 'zh-CN'][key];
}
