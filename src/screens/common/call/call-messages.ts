// The texts of a call to a person (consultant, loan officer): the look-up at the tap, its failure
// and the fallbacks (the showroom's number, then the consultation page).

import { defineMessages } from '../../../i18n/i18n';

export const callMessages = defineMessages({
  zh: {
    looking: '正在查询 {name} 的电话…',
    calling: '正在呼叫 {name}',
    callingOnDuty: '{name} 暂时无法接听，正在呼叫展厅值班顾问 {onDuty}',
    dialAgain: '没有弹出拨号？拨打 {number}',
    failed: '没能查到 {name} 的电话，请重试',
    none: '{name} 的电话暂时无法接通',
    retry: '重试',
    showroom: '致电展厅 {number}',
    station: '致电{name} {number}',
    consultation: '在线咨询购车顾问',
    orElse: '或者',
    dismiss: '关闭提示',
  },
  en: {
    looking: 'Looking up the number of {name}…',
    calling: 'Calling {name}',
    callingOnDuty: '{name} cannot take calls right now; calling {onDuty}, the showroom’s consultant on duty',
    dialAgain: 'No dialler? Call {number}',
    failed: 'Could not get the number of {name}; please try again',
    none: 'The number of {name} cannot be reached right now',
    retry: 'Try again',
    showroom: 'Call the showroom {number}',
    station: 'Call {name} {number}',
    consultation: 'Ask a consultant online',
    orElse: 'or',
    dismiss: 'Dismiss',
  },
});
