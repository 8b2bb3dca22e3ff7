// Release notes of the mini-program, newest first.

import type { Localized } from './types';

export interface ReleaseNote {
  version: string;
  date: string;
  changes: Localized<string[]>;
}

export const releaseNotes: ReleaseNote[] = [
  {
    version: '3.8.0',
    date: '2026-11-12',
    changes: {
      zh: [
        '新增车辆运输实时跟踪，可查看运输路线、途经站点和预计到达时间。',
        '卖车表单支持草稿自动保存，切换应用后不丢失。',
        '修复部分安卓机型图片预览闪烁的问题。',
      ],
      en: [
        'Live transport tracking: route, stops and estimated arrival.',
        'The sell-a-car form saves a draft as you type, even when you switch apps.',
        'Fixed flickering image previews on some Android phones.',
      ],
    },
  },
  {
    version: '3.7.2',
    date: '2026-10-21',
    changes: {
      zh: ['检测报告新增里程分析依据。', '优化车辆列表加载速度。'],
      en: ['Inspection reports now show the basis of the mileage analysis.', 'Faster car lists.'],
    },
  },
  {
    version: '3.7.0',
    date: '2026-09-30',
    changes: {
      zh: [
        '新增“同款车比价”，帮您判断价格是否合理。',
        '新增维修保养套餐页面，可在线查看套餐价格。',
        '购车须知更新：签约后 7 天内可无理由退车（限重大车况问题）。',
      ],
      en: [
        'New market benchmark to judge whether a price is fair.',
        'New service package page with prices.',
        'Purchase notice updated: returns within 7 days for major undisclosed issues.',
      ],
    },
  },
  {
    version: '3.6.0',
    date: '2026-08-18',
    changes: {
      zh: ['车友圈支持话题浏览。', '车辆详情支持 360° 全景看车。'],
      en: ['Browse community posts by topic.', '360° panoramas on car pages.'],
    },
  },
  {
    version: '3.5.1',
    date: '2026-07-02',
    changes: {
      zh: ['修复分期计算器月供显示错误。', '优化夜间模式下的文字对比度。'],
      en: ['Fixed the monthly payment in the loan calculator.', 'Better text contrast in dark mode.'],
    },
  },
  {
    version: '3.5.0',
    date: '2026-06-08',
    changes: {
      zh: ['上线优惠券，购车与保养均可抵扣。', '新增验车须知与交车须知，可直接打印。'],
      en: ['Coupons for car purchases and servicing.', 'Examination and delivery notices you can print.'],
    },
  },
];
