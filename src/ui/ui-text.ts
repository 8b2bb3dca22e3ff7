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
    errorBody: '内容暂时没有加载出来，请稍后重试。',
    errorServer: '服务器暂时出了问题（不是您的网络），我们正在处理，请稍后重试。',
    errorNetwork: '网络连接不上，请检查网络后重试。',
    notifications: '通知',
  },
  en: {
    loading: 'Loading',
    retry: 'Try again',
    close: 'Close',
    originalPrice: 'Original price',
    price: 'Price',
    errorTitle: 'Something went wrong',
    errorBody: 'This could not be loaded just now. Please try again.',
    errorServer: 'Our server had a problem (not your connection). Please try again in a moment.',
    errorNetwork: 'We could not reach the server. Check your connection and try again.',
    notifications: 'Notifications',
  },
} as const satisfies Record<UiLang, Record<string, string>>;

export type UiTextKey = keyof (typeof UI_TEXT)['en'];

export function uiText(lang: UiLang | undefined, key: UiTextKey): string {
  return UI_TEXT[lang ?? 'zh-CN'][key];
}
