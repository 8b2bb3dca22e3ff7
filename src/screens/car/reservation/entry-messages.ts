// The texts the car page holds before the reserve sheet is asked for: the button, the held reservation's
// panel and the sheet's loading and failure (the sheet's own texts are in messages.ts, in its chunk).

import { defineMessages } from '../../../i18n/i18n';

export const reservationEntryMessages = defineMessages({
  zh: {
    reserve: '预订',
    reserveHint: '付订金保留这辆车',
    title: '订金预订',
    loadError: '预订表单加载失败',
    panelHeld: '这辆车已为你保留',
    panelConfirming: '正在确认你的订金',
    panelRefunding: '订金退款处理中',
    panelReference: '预订编号 {reference}',
    panelUntil: '保留到 {time}（还剩 {hours} 小时 {minutes} 分）',
    panelShowroom: '{name} · {address}',
    panelOpen: '查看预订',
    panelCancel: '取消预订',
  },
  en: {
    reserve: 'Reserve',
    reserveHint: 'Hold this car with a deposit',
    title: 'Reserve with a deposit',
    loadError: 'The reservation form did not load',
    panelHeld: 'This car is held for you',
    panelConfirming: 'Confirming your deposit',
    panelRefunding: 'Your deposit is being refunded',
    panelReference: 'Reference {reference}',
    panelUntil: 'Held until {time} ({hours} h {minutes} min left)',
    panelShowroom: '{name} · {address}',
    panelOpen: 'See the reservation',
    panelCancel: 'Cancel the reservation',
  },
});
