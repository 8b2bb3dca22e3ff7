// The texts of the consultant card (repair page, car-buying consultation page).

import { defineMessages } from '../../i18n/i18n';

export const consultantMessages = defineMessages({
  zh: {
    callName: '致电 {name}',
    copyWechat: '复制微信号',
    wechat: '微信：{wechat}',
    copied: '微信号已复制',
    copyFailed: '复制失败，请长按微信号手动复制',
    qr: '{name} 的微信二维码',
  },
  en: {
    callName: 'Call {name}',
    copyWechat: 'Copy WeChat ID',
    wechat: 'WeChat: {wechat}',
    copied: 'WeChat ID copied',
    copyFailed: 'Copy failed; press and hold the ID to copy it',
    qr: 'WeChat QR code of {name}',
  },
});
