// The words of a car's open flags (src/domain/car-flags.ts), shown wherever the car is summarised: the
// list card, the car page, the compare table, the share poster and the report summaries.

import { defineMessages } from '../../../i18n/i18n';

export const flagMessages = defineMessages({
  zh: {
    flag_ACCIDENT: '事故修复车',
    flag_MILEAGE_DOUBT: '里程存疑',
    flag_OPEN_FLAW: '有未修复瑕疵',
    flag_UNKNOWN: '待核实',
    flagsLabel: '待核实事项',
    noticeTitle: '购车前请核实',
    note_ACCIDENT: '有重大事故修复记录，已如实披露并计入定价。',
    note_MILEAGE_DOUBT: '里程记录前后不一致，建议购车前核实。',
    note_OPEN_FLAW: '检测发现的瑕疵尚未修复。',
    note_UNKNOWN: '有一项情况需要核实，请咨询购车顾问。',
    withheld: '报告结论与上述待核实事项不符，暂不展示，请以上述事项和各项检测结果为准。',
    seeMileage: '查看里程报告',
    seeFlaws: '查看瑕疵报告',
    none: '无',
  },
  en: {
    flag_ACCIDENT: 'Accident repair',
    flag_MILEAGE_DOUBT: 'Mileage in doubt',
    flag_OPEN_FLAW: 'Unrepaired flaw',
    flag_UNKNOWN: 'To be checked',
    flagsLabel: 'To check',
    noticeTitle: 'Check before you buy',
    note_ACCIDENT: 'A major accident repair, disclosed and reflected in the price.',
    note_MILEAGE_DOUBT: 'The mileage records do not agree with each other; have it checked before you buy.',
    note_OPEN_FLAW: 'A flaw the inspection found has not been repaired.',
    note_UNKNOWN: 'Something about this car needs checking; ask the consultant.',
    withheld:
      "The report's conclusion does not mention the points above, so it is not shown: go by those points and the findings below.",
    seeMileage: 'Mileage report',
    seeFlaws: 'Flaw report',
    none: 'None',
  },
});
