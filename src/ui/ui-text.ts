/**
 * Default wording for the few words the design system renders itself. Callers normally pass their
 * own catalogue text through props; these keep components usable on their own in both languages.
 */
export type UiLang = 'zh-CN' | 'en';

export const UI_TEXT = {
  'zh-CN': {
    loading: '加载中',
    retry: '重新加载',
    close: '关闭',
    originalPrice: '原价',
    price: '价格',
    errorTitle: '加载失败',
    errorBody: '网络似乎不太稳定，请稍后重试。',
    notifications: '通知',
  },
  en: {
    loading: 'Loading',
    retry: 'Try again',
    close: 'Close',
    originalPrice: 'Original price',
    price: 'Price',
    errorTitle: 'Something went wrong',
    errorBody: 'The connection seems unstable. Please try again.',
    notifications: 'Notifications',
  },
} as const satisfies Record<UiLang, Record<string, string>>;

export type UiTextKey = keyof (typeof UI_TEXT)['en'];

export function uiText(lang: UiLang | undefined, key: UiTextKey): string {
  return UI_TEXT[lang ?? 'zh-CN'][key];
}
