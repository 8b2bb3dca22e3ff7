// The texts the car page holds before the booking sheet is asked for: the booking note and the
// sheet's loading and failure (the sheet's own texts are in messages.ts, in its chunk).

import { defineMessages } from '../../../i18n/i18n';

export const viewingNoteMessages = defineMessages({
  zh: {
    booked: '你已预约看这辆车',
    bookedLine: '{day} {slot} · {showroom}',
    bookedReference: '预约编号 {reference}，顾问会在 {hours} 小时内致电 {phone} 确认。',
    manage: '改期或取消',
    title: '预约看车',
    loadError: '预约表单加载失败',
  },
  en: {
    booked: 'You booked a viewing of this car',
    bookedLine: '{day} {slot} · {showroom}',
    bookedReference: 'Reference {reference}; a consultant calls {phone} within {hours} hours to confirm.',
    manage: 'Change or cancel',
    title: 'Book a viewing',
    loadError: 'The booking form did not load',
  },
});
